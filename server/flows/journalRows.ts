/** Where a save's journal rows take their values: a one-row source of the draft's run reference, and parameters. */
export interface JournalRowsPlaces {
  /** A table or parenthesised query with a `run_ref` column, one row (none when nothing was saved). */
  readonly source: string;
  /** The placeholders (`$n`) of the statement the rows go in. */
  readonly flowId: string;
  readonly ownerId: string;
  readonly subjectId: string;
  readonly step: string;
  readonly next: string;
  readonly answersDigest: string;
}

/**
 * The text of the rows of a save that leaves the flow open (flowJournal.ts says what is recorded), as two inserts
 * for common table expressions: the step saved, the step it leads to viewed (in that order: the funnel reads a run's
 * last event), and the transition. Text, not a query builder: the statements they go in are written once
 * (server/db/fixedStatements.ts).
 */
export function saveJournalRows(at: JournalRowsPlaces): { readonly events: string; readonly transition: string } {
  return {
    events: `insert into flow_step_events (flow_id, step, kind, run_ref)
      select ${at.flowId}, s.step, s.kind, d.run_ref from ${at.source} as d
      cross join (values (1, ${at.step}, 'save'), (2, ${at.next}, 'view')) as s (n, step, kind) order by s.n`,
    transition: `insert into flow_transitions (owner_id, flow_id, subject_id, from_step, to_step, answers_digest)
      select ${at.ownerId}, ${at.flowId}, ${at.subjectId}, ${at.step}, ${at.next}, ${at.answersDigest} from ${at.source} as d`,
  };
}
