// Node module hooks that resolve the k6 built-in modules to the stand-ins next to this file,
// so a suite's init context (its options, exports and pool arithmetic) can be evaluated in
// the test runner. No request can be sent from here: every runtime call throws.
const MODULES = new Set(["k6", "k6/http", "k6/execution", "k6/metrics"]);

export async function resolve(specifier, context, next) {
  if (MODULES.has(specifier)) {
    const file = specifier === "k6" ? "k6.mjs" : `${specifier.slice(3)}.mjs`;
    return { url: new URL(file, import.meta.url).href, shortCircuit: true };
  }
  return next(specifier, context);
}
