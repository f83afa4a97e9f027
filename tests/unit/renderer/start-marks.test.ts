// The desk's start marks (issue 36 §4), read by the desktop cold-start bench: one per point, per page.
import { afterEach, describe, expect, it } from 'vitest';
import { markStart } from '../../../renderer/src/offline/startMarks';

afterEach(() => performance.clearMarks());

describe('start marks', () => {
  it("marks each point once: a shell mounted again keeps its first commit's time", () => {
    markStart('shell');
    const first = performance.getEntriesByName('desk:shell', 'mark')[0]?.startTime;
    markStart('shell');
    const marks = performance.getEntriesByName('desk:shell', 'mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.startTime).toBe(first);
  });
});
