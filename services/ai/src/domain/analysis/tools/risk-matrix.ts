/**
 * Risk matrix: all 25 cells of likelihood × impact (1..5 each), every risk in exactly the
 * cell of its (clamped) likelihood and impact, and the risk list with score and level
 * (low ≤ 6 < medium ≤ 14 < high).
 */
import type { Plan } from "@planner/shared/gen/planner/project/v1/project.js";
import type { Language } from "../../types.js";
import { projectTitle, type RiskLevel, riskImpact, riskLevel, riskLikelihood, riskScore, risksByScore } from "../facts.js";
import type { ToolOutput } from "../output.js";
import { blocks, escapeInline, levelLabel, table } from "../text.js";

export interface MatrixCell {
  likelihood: number;
  impact: number;
  risk_ids: string[];
}

export interface MatrixRisk {
  id: string;
  title: string;
  likelihood: number;
  impact: number;
  score: number;
  level: RiskLevel;
  owner: string;
}

export interface RiskMatrixResult {
  cells: MatrixCell[];
  risks: MatrixRisk[];
}

const SCALE = [1, 2, 3, 4, 5] as const;

export function computeRiskMatrix(plan: Plan): RiskMatrixResult {
  const risks: MatrixRisk[] = risksByScore(plan).map((risk) => {
    const score = riskScore(risk);
    return {
      id: risk.id,
      title: risk.title,
      likelihood: riskLikelihood(risk),
      impact: riskImpact(risk),
      score,
      level: riskLevel(score),
      owner: risk.owner,
    };
  });
  const cells: MatrixCell[] = [];
  for (const likelihood of SCALE) {
    for (const impact of SCALE) {
      cells.push({
        likelihood,
        impact,
        risk_ids: risks.filter((risk) => risk.likelihood === likelihood && risk.impact === impact).map((risk) => risk.id),
      });
    }
  }
  return { cells, risks };
}

export function riskMatrixTool(plan: Plan, language: Language): ToolOutput {
  const result = computeRiskMatrix(plan);
  const de = language === "de";
  const title = `${de ? "Risikomatrix" : "Risk matrix"} – ${projectTitle(plan)}`;
  const label = new Map(result.risks.map((risk, index) => [risk.id, `R${index + 1}`]));
  const cellOf = (likelihood: number, impact: number) =>
    result.cells.find((cell) => cell.likelihood === likelihood && cell.impact === impact)?.risk_ids.map((id) => label.get(id) ?? id) ?? [];
  const zone = (score: number) => {
    const level = riskLevel(score);
    return level === "high" ? "▲" : level === "medium" ? "■" : "·";
  };
  const header = [de ? "Wahrscheinlichkeit ↓ / Auswirkung →" : "Likelihood ↓ / Impact →", ...SCALE.map(String)];
  const rows = [...SCALE].reverse().map((likelihood) => [
    `**${likelihood}**`,
    ...SCALE.map((impact) => {
      const ids = cellOf(likelihood, impact);
      return ids.length ? `${zone(likelihood * impact)} ${ids.join(", ")}` : zone(likelihood * impact);
    }),
  ]);
  const legend = de
    ? "▲ hoch (Bewertung ≥ 15) · ■ mittel (7–14) · · niedrig (≤ 6); Bewertung = Wahrscheinlichkeit × Auswirkung"
    : "▲ high (score ≥ 15) · ■ medium (7–14) · · low (≤ 6); score = likelihood × impact";
  const listHeader = de
    ? ["Nr.", "Risiko", "Wahrscheinlichkeit", "Auswirkung", "Bewertung", "Stufe", "Verantwortlich"]
    : ["No.", "Risk", "Likelihood", "Impact", "Score", "Level", "Owner"];
  const list = result.risks.length
    ? table(
        listHeader,
        result.risks.map((risk) => [
          label.get(risk.id) ?? "",
          escapeInline(risk.title),
          String(risk.likelihood),
          String(risk.impact),
          String(risk.score),
          levelLabel(risk.level, language),
          escapeInline(risk.owner) || "–",
        ]),
      )
    : de
      ? "Es sind noch keine Risiken erfasst."
      : "No risks have been recorded yet.";
  const markdown = blocks(`# ${escapeInline(title)}`, table(header, rows), legend, `## ${de ? "Risiken" : "Risks"}`, list);
  return { result: { ...result }, markdown, title };
}
