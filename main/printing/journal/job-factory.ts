/** A new job from a request: its key, its place in the line, its copies (1–10). */
import { jobKey, type JobRequest, type PrintJob } from './model';

export function newJob(request: JobRequest, seq: number, now: number): PrintJob {
  return {
    key: jobKey(request),
    seq,
    orderId: request.orderId,
    kind: request.kind,
    ...(request.categoryId === undefined ? {} : { categoryId: request.categoryId }),
    ...(request.variant === undefined ? {} : { variant: request.variant }),
    ...(request.slip === undefined ? {} : { slip: request.slip }),
    printerId: request.printerId,
    copies: Math.min(10, Math.max(1, Math.trunc(request.copies ?? 1))),
    state: 'queued',
    reprint: false,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  };
}
