// Supabase edge-runtime's user worker, where it differs from plain Deno in what our functions'
// entry points meet; loaded before the entry point (`deno run --preload`, spawn.ts). Follows
// github:supabase/edge-runtime ext/runtime/js/bootstrap.js (commit b1edf45, April 2026): for
// workers of kind "user", `apisToBeOverridden` marks `exit`, `kill`, `addSignalListener` and
// `removeSignalListener` as "mock", replaced by a function that does nothing and returns
// undefined (it throws TypeError "called MOCK_FN" only when the runtime is booted with
// shouldBootstrapMockFnThrowError, which its own tests do). So `Deno.exit(1)` does not stop the
// worker: the code after it runs. Not stood in for here: the file-system calls the runtime
// blocks, `Deno.serve`'s options (the runtime routes requests to the worker whatever port it
// asks for; the tests give it PORT to listen on), and the worker's CPU and memory limits.
// Status and error codes: none of its own; the worker's answers are the function's.
declare const Deno: object;
const mocked = ['exit', 'kill', 'addSignalListener', 'removeSignalListener'] as const;
const mock = () => {};
for (const name of mocked) Object.defineProperty(Deno, name, { value: mock, writable: true, configurable: true });
