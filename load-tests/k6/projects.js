// k6 load profile for SREs: read a project and its tasks through the gateway.
//   BASE_URL=http://127.0.0.1:8080/api/v1 API_KEYS=key1,key2 PROJECT_ID=prj_… k6 run load-tests/k6/projects.js
// Use several keys: each is limited to 120 requests per 60 s.
import { check } from "k6";
import http from "k6/http";

const keys = (__ENV.API_KEYS || "").split(",").filter(Boolean);
const base = __ENV.BASE_URL || "http://127.0.0.1:8080/api/v1";

export const options = {
  scenarios: { read: { executor: "constant-vus", vus: Number(__ENV.VUS || 64), duration: __ENV.DURATION || "30s" } },
  thresholds: { http_req_failed: ["rate<0.01"], http_req_duration: ["p(99)<30"] },
};

export default function () {
  const key = keys[(__VU + __ITER) % keys.length];
  const params = { headers: { Authorization: `Bearer ${key}` } };
  const project = http.get(`${base}/projects/${__ENV.PROJECT_ID}`, params);
  check(project, { "project 200": (r) => r.status === 200 });
  const tasks = http.get(`${base}/projects/${__ENV.PROJECT_ID}/tasks?limit=50`, params);
  check(tasks, { "tasks 200": (r) => r.status === 200 });
}
