/** Every playbook (and variant) × industry, exported for a client in CH: see support/country-sweep.ts. */
import { describe } from "node:test";
import { sweepCountry } from "./support/country-sweep.js";

describe("country terms in the export of every playbook × industry: CH", () => sweepCountry("CH"));
