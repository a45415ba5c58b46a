/** A timeline statement found in the text, before the best one is chosen. */
export interface Candidate {
  kind: "duration" | "deadline";
  weeks?: number;
  deadline?: string;
  approximate: boolean;
  start: number;
  end: number;
  /** 2: introduced as the project's timeline ("in", "bis", "Laufzeit", "-monatiges Projekt"); 1: a bare amount of time. */
  strength: 1 | 2;
}
