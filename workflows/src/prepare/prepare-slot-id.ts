/** One prepare pass per minute: starting it again for the same minute is refused by this id. */
export function prepareSlotWorkflowId(minute: string): string {
  return `prepare-slot-${minute.slice(0, 16)}Z`;
}

/** One slot starter per minute, refused a second time by this id. */
export function slotStartsWorkflowId(minute: string): string {
  return `slot-starts-${minute.slice(0, 16)}Z`;
}

/** One making of a minute's runs ahead of its slot, refused a second time by this id. */
export function slotRunsAheadWorkflowId(minute: string): string {
  return `slot-runs-ahead-${minute.slice(0, 16)}Z`;
}
