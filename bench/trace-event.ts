/** One event of a Chromium trace (the Trace Event Format), as far as the bench reads it. */
export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  cat?: string
  args?: { data?: { url?: string; navigationId?: string; startTime?: number }; fileName?: string }
}
