// What the stand-ins answer when a suite calls the k6 runtime outside its init context.
export function initOnly(name) {
  return () => {
    throw new Error(`${name} runs only inside k6; the init context must not call it`);
  };
}
