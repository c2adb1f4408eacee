// A prerendered page is whole without its code: it shows first, and asks for its code once it has
// been painted. TanStack Router's manifest names, for each page, an inline script built here
// instead of the entry script and its <link rel="modulepreload"> tags, which the browser would
// fetch (and, for the entry, run) before it first paints. The visitor reads the page meanwhile;
// links work as plain links until the app has started.

export type PageCode = {
  /** Module URLs to fetch once the page is painted (a route's chunks, the entry's imports). */
  preloads: readonly string[]
  /** The module to run then (the app's entry, under the root route only). */
  entry?: string
  /**
   * Modules to run before the entry, one after the other, each in a task of its own: the start
   * stages' chunks (start-stages.ts), which the entry imports and so would otherwise evaluate
   * within its own task.
   */
  stages?: readonly string[]
}

/**
 * Where the visitor is on the page, followed from the first paint until the app has rendered
 * (src/main.tsx keeps them there): `window.__pageScroll`, `{ left, top, stop() }`. Read right after
 * the paint, the position costs nothing; read while the entry runs, it would make the browser
 * recompute the page's style and layout in the middle of the entry's task.
 */
const FOLLOW_SCROLL = "const w=window,p=w.__pageScroll={left:w.scrollX,top:w.scrollY,stop:()=>w.removeEventListener('scroll',f)};const f=()=>{p.left=w.scrollX;p.top=w.scrollY};w.addEventListener('scroll',f,{passive:true});"

/**
 * Runs the module scripts of `q` in order: each after the one before has run (a module script's
 * load event comes after its evaluation), in a task of its own. A stage that fails to load does
 * not stop the next: the entry imports it and reports the failure as any missing code.
 */
const RUN_IN_ORDER = "const n=()=>{const s=document.createElement('script');s.type='module';s.src=q.shift();if(q.length>0)s.onload=s.onerror=()=>setTimeout(n);document.head.append(s)};n()"

/**
 * How long one task may spend adding preload links (ms). Each link starts a fetch, and that costs
 * the main thread more than it seems: in a calibrated Chromium trace of /contact, adding its 28
 * links in one go took a task of 510 ms (×2.5 CPU slowdown), and /donate's 24 one of 160 ms.
 */
export const PRELOAD_TASK_MS = 8

/**
 * Adds a modulepreload link for each URL of `P`, in order, a few per task: once a task has spent
 * PRELOAD_TASK_MS, the rest wait for a task of their own, so input is handled in between.
 */
const PRELOAD_IN_TASKS = `b=()=>{const t=performance.now();do{const l=document.createElement('link');l.rel='modulepreload';l.href=P.shift();document.head.append(l)}while(P.length>0&&performance.now()-t<${PRELOAD_TASK_MS});if(P.length>0)setTimeout(b)};b();`

/**
 * The inline script that, after the first paint, preloads `preloads` and runs the `stages`, then
 * `entry` (following the scroll position for it). The frame callback runs just before the first
 * paint; the task it queues runs once that frame is shown.
 */
export function afterFirstPaint({ preloads, entry, stages = [] }: PageCode): string {
  const preload = preloads.length > 0 ? `const P=${JSON.stringify(preloads)},${PRELOAD_IN_TASKS}` : ''
  const run = entry ? `${FOLLOW_SCROLL}const q=${JSON.stringify([...stages, entry])};${RUN_IN_ORDER}` : ''
  return `requestAnimationFrame(()=>setTimeout(()=>{${preload}${run}}))`
}
