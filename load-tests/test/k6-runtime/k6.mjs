import { initOnly } from "./init-only.mjs";

export const check = initOnly("check");
export const sleep = initOnly("sleep");
export const fail = initOnly("fail");
export const group = initOnly("group");
