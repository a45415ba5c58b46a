import { initOnly } from "./init-only.mjs";

export default {
  get scenario() {
    return initOnly("exec.scenario")();
  },
  test: { abort: initOnly("exec.test.abort") },
};
