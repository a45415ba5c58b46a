/**
 * The state rules of issue 3 section 4, as pure functions so they can be tested (and
 * reasoned about) apart from the transaction that applies them.
 *
 * - A task's status mirrors `checked` (done ⇔ checked).
 * - A phase is `pending` until one of its tasks is checked, `completed` while all of its
 *   tasks are checked, and `in_progress` otherwise; a started phase never returns to
 *   `pending` (unchecking reopens it as `in_progress`).
 * - A project is `planned` until a task is checked, `completed` while every phase is
 *   completed, and `active` otherwise (unchecking reopens a completed project as active).
 */

export type ProjectStatus = "planned" | "active" | "completed";
export type PhaseStatus = "pending" | "in_progress" | "completed";
export type TaskStatus = "open" | "done";

export function taskStatus(checked: boolean): TaskStatus {
  return checked ? "done" : "open";
}

/** Status of a phase after one of its tasks changed: `done` of `total` tasks are checked now. */
export function nextPhaseStatus(current: PhaseStatus, done: number, total: number): PhaseStatus {
  if (total > 0 && done === total) return "completed";
  if (current === "pending" && done === 0) return "pending";
  return "in_progress";
}

/** Status of a project given the statuses of all its phases after a change. */
export function nextProjectStatus(current: ProjectStatus, phases: readonly PhaseStatus[]): ProjectStatus {
  if (phases.length > 0 && phases.every((status) => status === "completed")) return "completed";
  if (current === "planned" && phases.every((status) => status === "pending")) return "planned";
  return "active";
}

/** Status of a phase created with tasks some of which may already be checked (plan import). */
export function initialPhaseStatus(done: number, total: number): PhaseStatus {
  return nextPhaseStatus("pending", done, total);
}

export function initialProjectStatus(phases: readonly PhaseStatus[]): ProjectStatus {
  return nextProjectStatus("planned", phases);
}

/** What a change of `checked` does to the task's phase and project, and which events it causes. */
export interface CheckTransition {
  phaseStatus: PhaseStatus;
  projectStatus: ProjectStatus;
  phaseCompleted: boolean;
  projectCompleted: boolean;
}

/**
 * Applies a change of one task's `checked` to its phase and project. `phaseDone`/`phaseTotal`
 * count the phase's tasks after the change; `otherPhases` are the statuses of the
 * project's other phases.
 */
export function checkTransition(input: {
  phaseStatus: PhaseStatus;
  projectStatus: ProjectStatus;
  phaseDone: number;
  phaseTotal: number;
  otherPhases: readonly PhaseStatus[];
}): CheckTransition {
  const phaseStatus = nextPhaseStatus(input.phaseStatus, input.phaseDone, input.phaseTotal);
  const projectStatus = nextProjectStatus(input.projectStatus, [...input.otherPhases, phaseStatus]);
  return {
    phaseStatus,
    projectStatus,
    phaseCompleted: phaseStatus === "completed" && input.phaseStatus !== "completed",
    projectCompleted: projectStatus === "completed" && input.projectStatus !== "completed",
  };
}
