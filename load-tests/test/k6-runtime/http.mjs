import { initOnly } from "./init-only.mjs";

export default {
  request: initOnly("http.request"),
  batch: initOnly("http.batch"),
  get: initOnly("http.get"),
  post: initOnly("http.post"),
  expectedStatuses: initOnly("http.expectedStatuses"),
};
