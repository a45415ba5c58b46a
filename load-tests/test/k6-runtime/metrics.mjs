// Custom metrics are declared in the init context: record them, refuse samples.
import { initOnly } from "./init-only.mjs";

export const declared = [];

class Metric {
  constructor(type, name, isTime = false) {
    this.type = type;
    this.name = name;
    this.isTime = isTime;
    this.add = initOnly(`${name}.add`);
    declared.push(this);
  }
}

export class Trend extends Metric {
  constructor(name, isTime) {
    super("trend", name, isTime);
  }
}
export class Counter extends Metric {
  constructor(name) {
    super("counter", name);
  }
}
export class Rate extends Metric {
  constructor(name) {
    super("rate", name);
  }
}
export class Gauge extends Metric {
  constructor(name) {
    super("gauge", name);
  }
}
