import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The counters and histograms the process's code moves as it works (issue 56 item 1). One set per process: in
 * production a process is one service instance, and `/metrics` adds the gauges read from its database
 * (`databaseGauges.ts`). Every label is bounded — a route template, a flow's step, a rule's name, an outcome —
 * and none holds what a person typed or who they are.
 */
export const processRegistry = new Registry();

// The process's own: CPU, memory, heap, handles, and the event loop's delay (nodejs_eventloop_lag_seconds and its
// percentiles); server/plugins/app/overload.ts samples the same delay to refuse work before the process falls over.
collectDefaultMetrics({ register: processRegistry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Requests answered, by listener, route template (never the URL), method and status class',
  labelNames: ['listener', 'route', 'method', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const databaseStatementDuration = new Histogram({
  name: 'db_statement_duration_seconds',
  help: 'Database statements, by outcome (ok or error), measured by the query builder from send to answer',
  labelNames: ['outcome'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
  registers: [processRegistry],
});

export const logins = new Counter({
  name: 'logins_total',
  help: "Login attempts, by who (member or staff) and outcome: the provider's password check and the callback",
  labelNames: ['who', 'outcome'] as const,
  registers: [processRegistry],
});

export const outboxDeliveries = new Counter({
  name: 'outbox_deliveries_total',
  help: 'Delivery attempts of outbox messages, by channel (mail, sms, voice) and outcome (sent; refused by the far side; failed, to be tried again)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [processRegistry],
});

export const creditBureauInquiries = new Counter({
  name: 'credit_bureau_inquiries_total',
  help: "Credit bureau inquiry attempts (issue 61), by outcome: answered, or why not (timeout, unavailable, unreadable, noConsent); the bureau's outage is the failures' rate",
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const flowStepsReached = new Counter({
  name: 'flow_steps_reached_total',
  help: 'Steps drawn to a person (a view, or the step a save leads to), by flow and step',
  labelNames: ['flow', 'step'] as const,
  registers: [processRegistry],
});

export const flowStepsLeft = new Counter({
  name: 'flow_steps_left_total',
  help: 'Steps saved and left forward, by flow and step',
  labelNames: ['flow', 'step'] as const,
  registers: [processRegistry],
});

export const flowStepsFailed = new Counter({
  name: 'flow_steps_failed_total',
  help: 'Fields refused on a save, by flow, step, field (its path in the schema) and rule (never the value)',
  labelNames: ['flow', 'step', 'field', 'rule'] as const,
  registers: [processRegistry],
});

export const flowsCompleted = new Counter({
  name: 'flows_completed_total',
  help: 'Flows completed, by flow and result state',
  labelNames: ['flow', 'result'] as const,
  registers: [processRegistry],
});

export const periodicJobLastSuccess = new Gauge({
  name: 'periodic_job_last_success_timestamp_seconds',
  help: "The last time this instance's periodic job finished without error (Unix seconds), by job_name",
  // Not `job`: Prometheus gives that label to the scrape target.
  labelNames: ['job_name'] as const,
  registers: [processRegistry],
});

/** Records that a periodic job of this instance finished well now. */
export function periodicJobSucceeded(job: string): void {
  periodicJobLastSuccess.set({ job_name: job }, Date.now() / 1000);
}

export const requestsShed = new Counter({
  name: 'http_requests_shed_total',
  help: 'Requests answered 503 at once because the instance was overloaded, by reason',
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});

export const cardEventsReceived = new Counter({
  name: 'card_events_total',
  help: "The card processor's events taken at /processor/v1/events, by kind and result (applied, superseded by a later one, duplicate)",
  labelNames: ['kind', 'result'] as const,
  registers: [processRegistry],
});

export const cardEventsRefused = new Counter({
  name: 'card_events_refused_total',
  help: 'Requests to /processor/v1/events refused with nothing written, by code (badSignature, staleTimestamp, replayed, malformedEvent, unknownCard)',
  labelNames: ['code'] as const,
  registers: [processRegistry],
});
