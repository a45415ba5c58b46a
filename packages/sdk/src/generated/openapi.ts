// Generated from gateway/openapi/openapi.yaml (sha256 83aea7373560d197da917ce62e29b19c67bac6df6cf70879b1ab5ad7657d676b) by packages/sdk/scripts/generate.mjs. Do not edit.

export interface paths {
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description Lists the projects of the caller's workspace, **newest first**
         *     (`created_at desc, id desc`). `status` narrows the list to one status.
         *
         *     For polling triggers (Zapier, Make, n8n): `created_since` returns only projects created
         *     at or after that time, `updated_since` only those changed at or after it (ticking a task
         *     off changes its project's progress, so it counts). Poll with the newest `created_at` or
         *     `updated_at` you have seen and deduplicate on `id`.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project
         * @description Returns one project with its counts and progress. `progress` is `tasks_done / tasks`
         *     (0 when the project has no tasks). A project of another workspace is 404
         *     `not_found`.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/phases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's phases
         * @description The project's phases in plan order (`position, id`). A project of another workspace is 404 `not_found`.
         */
        get: operations["listProjectPhases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's tasks
         * @description The project's tasks in plan order (phase `position`, task `position`, `id`). `phase_id` narrows them to one phase, `checked` to done (`true`) or open (`false`) tasks. A project of another workspace is 404 `not_found`.
         */
        get: operations["listProjectTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/risks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's risks
         * @description The project's risks, ordered by `created_at, id`. A project of another workspace is 404 `not_found`.
         */
        get: operations["listProjectRisks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project's budget
         * @description The project's budget: one object (not a list), its lines in plan order. A project of another workspace is 404 `not_found`.
         */
        get: operations["getProjectBudget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's compliance items
         * @description The project's compliance items, ordered by `created_at, id`. A project of another workspace is 404 `not_found`.
         */
        get: operations["listProjectComplianceItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/stakeholders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's stakeholders
         * @description The project's stakeholders, ordered by `created_at, id`. A project of another workspace is 404 `not_found`.
         */
        get: operations["listProjectStakeholders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a project's documents
         * @description The project's documents, newest first (`created_at, id` descending), like `GET /documents`. A project of another workspace is 404 `not_found`.
         */
        get: operations["listProjectDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a project as Markdown
         * @description Renders the whole plan as one Markdown document in the project's locale: the
         *     project, its phases with task checklists (`- [x]` / `- [ ]`), risks, budget,
         *     compliance items and stakeholders. The answer is always
         *     `text/markdown; charset=utf-8`. `format` is required, and `markdown` is currently
         *     its only value. A project of another workspace is 404 `not_found`.
         */
        get: operations["exportProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a task (tick it off, rename, reschedule, reassign)
         * @description Changes only the fields present in the body. `null` clears `due_date` or
         *     `assignee`. The body needs at least one field.
         *
         *     `checked` is the only way to change a task's status, and `status` always follows
         *     it: `checked: true` gives `status: done`, and `checked: false` gives
         *     `status: open`. The change also rolls up to the phase and the project:
         *
         *     - A phase is `pending` until one of its tasks is done, then `in_progress`. It
         *       becomes `completed` when all its tasks are done.
         *     - A project becomes `active` when its first task is done, and `completed` when
         *       every phase is completed. `progress` is `tasks_done / tasks`.
         *     - Unchecking a task reopens its phase (`in_progress`) and a completed project
         *       (`active`).
         *
         *     Events, emitted in the same transaction as the change:
         *
         *     - `task.status_changed` when `checked` actually changes. The event carries the task
         *       and its previous `checked` / `status`. Setting the same value again emits nothing.
         *     - `phase.completed` when this change completes the task's phase.
         *     - `project.completed` when this change completes the last phase.
         *
         *     A task of another workspace is 404 `not_found`.
         */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description Lists the documents of the workspace, **newest first** (`created_at, id` descending). Documents are
         *     plan exports, stored tool results, agent reports, notes and imported files.
         *     `project_id` and `kind` narrow the list. A `project_id` that matches nothing
         *     (including a project of another workspace) yields an empty list, not 404. In this
         *     list `excerpt` is set and `body` is `null`, unless `include=body` asks for every
         *     document's full Markdown text (then at most 20 per page: `limit` ≤ 20).
         *
         *     For polling triggers (Zapier, Make, n8n): `created_since` returns only documents created
         *     at or after that time. Poll with the newest `created_at` you have seen and deduplicate on `id`.
         */
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search documents (full text)
         * @description Runs a full-text search over the titles and bodies of the workspace's documents.
         *     The query is a plain web-search style string: words are ANDed, `"quoted phrases"`
         *     match as phrases, `-word` excludes and `or` alternates. German and English
         *     stemming is applied. Hits are ordered **by rank**, highest first, then by `id`.
         *     `project_id` limits the search to one project.
         *
         *     Search is not paged. It returns at most `limit` hits, `has_more` says whether more
         *     matched, and `next_cursor` is always `null`. In hits, `document.body` is `null`;
         *     `snippet` shows the matching passage with `<mark>…</mark>`.
         *
         *     This operation needs only the `read` scope: it is a `POST` because the query
         *     travels in the body.
         */
        post: operations["searchDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook subscriptions
         * @description Lists the workspace's webhook subscriptions, ordered by `created_at, id`. Each one
         *     shows whether it is `active`, the outcome of its last delivery, and the reason it
         *     was disabled, if it was. Secrets are never shown here: `secret` is always `null`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe to events
         * @description Creates a subscription. The workspace's events are then `POST`ed to `url`, signed
         *     with the returned `secret` (see *Webhooks* in the introduction).
         *
         *     - A retry with the same `Idempotency-Key` returns the same subscription and `secret`
         *       while it exists; once it is deleted, the retry is 404 `not_found`.
         *
         *     - `url` must be `https://`. Private, loopback, link-local, CGNAT and metadata
         *       addresses are refused with 400 `validation_failed`.
         *     - `events` must not be empty. Each entry is one of the seven event types, or
         *       `"*"` for all of them.
         *
         *     The answer is **201** with `secret`. This is the only time the secret is shown:
         *     store it now. Later reads return `secret: null`. To rotate the secret, create a new
         *     subscription and delete the old one.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook subscription
         * @description Deletes the subscription. Its deliveries stop, including pending retries, and the
         *     answer is **204** with no body. A subscription of another workspace, or one that
         *     was already deleted, is 404 `not_found`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/generate-plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a plan and store it as a project
         * @description Generates a full action path from a short description: the project, its phases
         *     with tasks, risks, budget, compliance items (from the regulation library, for the
         *     given country, industry and company size) and stakeholders. The plan is **stored
         *     as a new project** in one transaction. The answer is the stored plan with its ids.
         *
         *     The stored plan emits `project.created`, one `task.created` per task and one
         *     `risk.added` per risk. The answer is **201** with `Location` (the new project) and
         *     the same action path that `GET /projects/{id}` and the Markdown export then show,
         *     plus `engine`, `model` and `assumptions` (where each value came from).
         *     `template_id` (or `template_key`) starts from a template (see
         *     `GET /project-templates`); an unknown one is 400 `validation_failed`.
         *
         *     Fields you leave out are read from the description the way a consultant reads it
         *     (German or English, DE/AT/CH usage), and `assumptions` says where each value came
         *     from, with `inferences` quoting the words it was read from:
         *
         *     - what is done to what (`assumptions.intent`, the object): "führen … ein neues
         *       Kassensystem ein", "Neubau eines Personalhauses", "develop an IoT service". This, not
         *       the industry, decides the playbook (`assumptions.project_type`), the title ("Einführung
         *       Kassensystem – Graz") and the object the tasks name
         *     - language: the `locale`'s language, else the description's
         *     - `country`: the `locale`'s region (`de-AT` → AT), else the place named — every DE/AT/CH
         *       town of about 1,000 people or more (GeoNames), states, cantons, regions (Allgäu, Engadin),
         *       English names (Vienna) and adjective forms ("unser Kremser Betrieb", "die Aarauer
         *       Filiale") — else `DE`
         *     - `company_size`: the head count ("Belegschaft von knapp 900", "1'200 Mitarbeitende",
         *       "120 FTE"), else a size word (Mittelständler, Konzern, start-up), else `small`
         *     - timeline: `desired_timeline_weeks`, else a stated duration ("Bauzeit 14 Monate", "6–8
         *       Wochen" → 8), else a stated deadline ("bis Ende des dritten Quartals 2028", "bis
         *       Pfingsten", "vor der Wintersaison", "22.–24. Juli 2027"), planned backwards so the plan
         *       ends on or before it (`assumptions.deadline`; a deadline too short for the work is kept
         *       and named as a risk), else the template's, else the playbook's estimate
         *     - budget: `budget_eur`, else an amount the description states as the budget ("Budget 3,5
         *       Mio. Euro", "CHF 850'000", "€2m"), in its currency: the plan's total, contingency
         *       inside; else an estimate from the playbook's cost model scaled by size and by the
         *       quantities stated (22 Filialen, 120.000 Haushalte, 60 Zimmer)
         *     - `industry`: what the organisation is and does (a brewery is `food`), else the template's
         *     - `title`: kept as sent (surrounding whitespace removed), else action and object
         *     - `start_date`: the next Monday
         *
         *     Tasks fall due on the last working day of their week: never on a weekend, a public
         *     holiday of the country (and of the state or canton named) or 24/31 December. A
         *     description too thin to plan without asking ("ERP einführen.") still gets a plan, and
         *     `questions` says what a consultant would ask (size, deadline, budget, place). A text
         *     that names no project at all (a greeting, random words, a question about the weather)
         *     is 422 `not_a_project_description`.
         *
         *     Swiss projects (`country: CH`) keep their budget in CHF. Unknown request fields are
         *     ignored. The plan is the same `Plan` object that `admin project import` accepts.
         *
         *     The built-in engine is deterministic and works offline. If an OpenAI-compatible
         *     provider is configured, it is used, and its answer is checked like the built-in
         *     engine's; an invalid answer, a timeout or a provider error falls back to the
         *     built-in engine (never a 5xx). Send an `Idempotency-Key`: a retry then returns the
         *     same project instead of creating a second one. Counts one API call and one AI call;
         *     a 5xx answer, or a 422 `not_a_project_description`, refunds the AI call.
         */
        post: operations["generatePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/projects/{id}/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask a question about a project
         * @description Answers a question about the project from its plan (budget, overdue and next tasks,
         *     top risks, phase progress, who is responsible, compliance items) and, for anything
         *     else, from its documents (full-text retrieval over the project's documents). The
         *     answer lists the documents it drew on in `citations`; only documents retrieved for
         *     this question are ever cited. The API keeps no conversation state: send the
         *     previous turns in `history` (oldest first) to continue one. The answer is in the
         *     language of `locale`, or else in the language of the question. A project of
         *     another workspace is 404 `not_found`. Counts one API call and one AI call.
         */
        post: operations["chatWithProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/projects/{id}/tools/{tool}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a planning tool (RACI, SWOT, risk matrix, Gantt)
         * @description Builds a planning tool from the project's current plan and stores it as a project
         *     document (`kind: tool`, whose id is `document_id`). The `result` structure depends
         *     on the tool:
         *
         *     on the tool, and the answer's `tool` tells which (`ToolResult` is discriminated on it):
         *
         *     - `raci` (`RaciResult`): `{roles: string[], rows: [{task_id, task, phase_id, basis, responsible: string[], accountable, consulted: string[], informed: string[]}]}`, exactly one accountable role per task: the role with decision authority for the row's `basis` (`gate` and `budget`: the steering committee or sponsor; `dpia`: the data-protection officer; `staff_agreement`: management; delivery work: the project lead), the assignee responsible, and consulted only the roles the row touches
         *     - `swot` (`SwotResult`): `{strengths, weaknesses, opportunities, threats}`, each a `string[]`
         *     - `risk-matrix` (also `risk_matrix`; `RiskMatrixResult`): `{cells: [{likelihood, impact, risk_ids: string[]}], risks: [{id, title, likelihood, impact, score, level}]}`, with `level` one of `low`, `medium` or `high`
         *     - `gantt` (`GanttResult`): `{start_date, end_date, items: [{id, type: phase|task, name, parent_id, start, end, depends_on: string[]}]}`
         *
         *     The answer is JSON. For the rendered Markdown alone use
         *     `POST /ai/projects/{id}/tools/{tool}/markdown` (`runToolMarkdown`). `Accept:
         *     text/markdown` on this operation still answers Markdown, for clients written before
         *     that operation existed; it is deprecated. A project of another workspace is 404
         *     `not_found`. Counts one API call and one AI call.
         */
        post: operations["runTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/projects/{id}/tools/{tool}/markdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate a planning tool as Markdown
         * @description Does what `POST /ai/projects/{id}/tools/{tool}` does (builds the tool and stores it as a
         *     project document) and answers only the rendered Markdown (a table, or a Mermaid Gantt
         *     chart) as `text/markdown; charset=utf-8`, whatever `Accept` says. A project of another
         *     workspace is 404 `not_found`. Counts one API call and one AI call.
         */
        post: operations["runToolMarkdown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/projects/{id}/agents/{task}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an agent (status report, risk review, compliance check, budget review, kickoff brief)
         * @description Runs an agent over the project's current state and answers when the run has
         *     finished. `GET /ai/agents` describes the agents. The report is stored as a project
         *     document (`kind: agent_report`), and an `agent.completed` event is emitted.
         *     `risk_review` compares the register with the plan's state (overdue tasks on the
         *     critical path, slack before the end date, budget reserve, open compliance questions)
         *     and lists in `result.changes` what it does with each risk, with the reason:
         *     `{action: add|raise|close|keep, risk_id, title, likelihood, impact, previous, reason}`.
         *     The risks it adds are stored (one `risk.added` event each) and listed in
         *     `added_risk_ids`; raising and closing are proposals for the risk owner.
         *     `instructions` adds free-text guidance, such as an audience or a focus.
         *
         *     The answer is the JSON run record; `AgentRun` is discriminated on `task`, which decides
         *     the schema of `result`. For the report's Markdown alone use
         *     `POST /ai/projects/{id}/agents/{task}/markdown` (`runAgentMarkdown`). `Accept:
         *     text/markdown` on this operation still answers Markdown, for clients written before
         *     that operation existed; it is deprecated. A project of another workspace is 404
         *     `not_found`. Counts one API call and one AI call.
         */
        post: operations["runAgent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/projects/{id}/agents/{task}/markdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run an agent and get its report as Markdown
         * @description Does what `POST /ai/projects/{id}/agents/{task}` does (runs the agent, stores its
         *     report, emits `agent.completed`) and answers only the report's Markdown as
         *     `text/markdown; charset=utf-8`, whatever `Accept` says. A project of another
         *     workspace is 404 `not_found`. Counts one API call and one AI call.
         */
        post: operations["runAgentMarkdown"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/projects/{id}/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get recommendations for a project
         * @description Analyses the project's current state (overdue or unassigned tasks, high-scoring
         *     risks without an owner or mitigation, open compliance items, a budget without
         *     contingency, phases without progress) and returns at most `limit` recommendations,
         *     most important first. `related_ids` names the tasks, risks, phases or compliance
         *     items each recommendation is about. Nothing is stored. A project of another
         *     workspace is 404 `not_found`. Counts one API call and one AI call.
         */
        post: operations["getRecommendations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ai/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the available agents
         * @description Lists the agents that `POST /ai/projects/{id}/agents/{task}` can run, in a fixed
         *     order. The list always fits on one page: `limit` and `cursor` are accepted so that
         *     generic paginators work, `has_more` is `false` and `next_cursor` is `null` (so any
         *     `cursor` sent is not one issued for this list: 400 `invalid_cursor`). This is
         *     a `read` operation and counts only one API call, not an AI call.
         */
        get: operations["listAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/compliance-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the regulations that apply to a company
         * @description Searches the DE/AT/CH/EU regulation library and returns the rules that apply to a
         *     company described by the filters. Without filters it returns the whole library.
         *
         *     - `country` returns that country's rules plus the EU rules in force there. For a
         *       Swiss company, EU rules (and German product rules for distance sellers) come only
         *       through their reach across borders, e.g. GDPR Art. 3(2) for a company that offers
         *       goods or services to people in the EU: with `activities=eu_market_activity` they
         *       are returned and `match.extraterritorial` names the provision that reaches the
         *       company; with the fact unknown they are `undetermined` and ask about it; with
         *       `absent_activities=eu_market_activity` they are left out. The fact does not change
         *       the answer for DE or AT.
         *     - `industry` returns the rules for that industry plus the cross-industry rules
         *       (`industries` contains `all`). `industry=all` returns only the cross-industry
         *       rules.
         *     - `topic` and `q` narrow further. `q` is free text over code, title, summary and
         *       legal reference.
         *     - `employees`, `turnover_eur` and `balance_sheet_eur` decide threshold-based rules
         *       exactly. For example, HinSchG § 12 applies from 50 employees, and the LkSG from
         *       1,000 employees in Germany. CHF thresholds are compared after converting the EUR
         *       figure at the library's reference rate (`data_version`).
         *     - `company_size` is the EU size class of Recommendation 2003/361/EC: `micro` has
         *       under 10 employees and ≤ €2 m turnover or balance sheet; `small` under 50 and
         *       ≤ €10 m; `medium` under 250 and ≤ €50 m turnover or ≤ €43 m balance sheet;
         *       `large` is everything above. It stands in for a missing figure only where the
         *       class decides the threshold unambiguously. For example, `micro` rules out a
         *       "≥ 50 employees" rule, but `large` does not prove "≥ 1,000 employees".
         *
         *     - `activities` names sector, role and activity facts the company has (comma-separated
         *       values of `CompanyActivity`, e.g. `activities=financial_sector_entity,employer`);
         *       `absent_activities` the facts it is known not to have. Many laws apply regardless
         *       of size when such a fact holds (whistleblowing for financial-sector entities of
         *       any size, NIS2 for DNS, trust-service and telecom providers and critical entities,
         *       ordinary audit for listed Swiss companies), or concern only companies with a role
         *       (producers of electrical equipment, cash-register users). A fact that is neither
         *       given nor denied is unknown: a rule it could decide is `undetermined`, never left
         *       out, and `match.questions` says what to ask (German and English). A head count of
         *       at least one, or a size class from `small` up, counts as `employer`.
         *     - Staged rules (`applicability.obligations`) hold several duties, each with its own
         *       threshold, facts and start date (e.g. e-invoicing: receiving for every business
         *       since 2025, issuing by turnover from 2027 and for all from 2028). `match.obligations`
         *       gives each duty's status; the rule's status is that of its strongest duty, so a
         *       duty that starts later still shows.
         *     - Nothing `applies` before it binds the company. A rule (or duty) that is adopted but
         *       applies only from a later date is `upcoming` with `match.applies_from` (e.g. the
         *       AMLR from 2027-07-10, the Machinery Regulation from 2027-01-20); so is a rule the
         *       company falls under only through a dated future amendment. An EU directive that the
         *       company's country has not transposed does not bind private companies: it is
         *       `upcoming` with `match.transposition_pending` (the deadline and what is known).
         *       Dates are compared with the service's clock (UTC).
         *     - `energy_consumption_gwh` decides laws whose trigger is energy consumption (EnEfG
         *       § 8 above 7.5 GWh, § 9 above 2.5 GWh; Swiss large-consumer rules); without it they
         *       are `undetermined`.
         *     - `group_employees` and `group_turnover_eur` are the figures of the company with its
         *       linked enterprises. Thresholds the law counts at group level compare them
         *       (`Threshold.count`): the SME definition of Recommendation 2003/361/EC for NIS2, the
         *       EDL-G, the Austrian EEffG and Data Act Art. 7 (`group`: a 40-person subsidiary of a
         *       5,000-person group is not an SME); MitbestG § 5, DrittelbG § 2(2) and LkSG § 1(3)
         *       for the parent only (`group_parent`: with the fact `group_parent`; unknown asks).
         *       Each must be at least the company's own figure.
         *
         *     Rules that certainly don't apply are left out. Each returned rule says why it is
         *     there in `match`: `applies` when the given figures or facts decide it (named in
         *     `deciding_figures` and `deciding_activities`), or `undetermined` with the
         *     `missing_figures` and `questions` that would decide it, or `upcoming` with the date
         *     or transposition that is awaited. Results are ordered by `id`.
         */
        get: operations["listComplianceRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/project-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List project templates
         * @description Lists the templates that `POST /ai/generate-plan` can start from (`template_key`),
         *     ordered by `key`. `industry` returns the templates for that industry plus the
         *     generic ones (`industries` contains `all`). Templates are shared by all workspaces.
         */
        get: operations["listProjectTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the workspace's usage and quotas
         * @description Shows the current calendar month's API and AI calls against the plan's quotas,
         *     and the calling key's rate-limit window. `period.end` is exclusive: it is the start
         *     of the next month (UTC), when the counters reset. This request counts as an API
         *     call itself, and the counts shown already include it. The gateway answers this
         *     itself, without calling a service.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI document
         * @description Returns this OpenAPI 3.0 document as YAML. It needs no authentication, and it
         *     counts against no quota or rate limit.
         */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description RFC 9457 problem details. The members are always the same; `errors` is present only with `validation_failed` and `invalid_cursor`.
         * @example {
         *       "type": "https://project-planner.example/problems/validation_failed",
         *       "title": "Validation failed",
         *       "status": 400,
         *       "detail": "The request body has 1 invalid field.",
         *       "instance": "/api/v1/ai/generate-plan",
         *       "code": "validation_failed",
         *       "request_id": "req_5QbQ2w8kTz",
         *       "errors": [
         *         {
         *           "pointer": "/desired_timeline_weeks",
         *           "message": "must be <= 260"
         *         }
         *       ]
         *     }
         */
        Problem: {
            /**
             * Format: uri-reference
             * @description Identifies the problem type. Its last path segment is the `code`.
             */
            type: string;
            /** @description Short, human-readable summary of the problem type. */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description Human-readable explanation of this occurrence. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /**
             * @description Stable, machine-readable error code. Branch on this.
             * @enum {string}
             */
            code: "unauthorized" | "invalid_api_key" | "plan_not_eligible" | "insufficient_scope" | "not_found" | "validation_failed" | "invalid_cursor" | "invalid_json" | "unsupported_media_type" | "payload_too_large" | "method_not_allowed" | "expectation_failed" | "request_timeout" | "rate_limit_exceeded" | "api_quota_exceeded" | "ai_quota_exceeded" | "idempotency_conflict" | "webhook_limit_reached" | "not_a_project_description" | "upstream_unavailable" | "upstream_timeout" | "internal_error" | "not_implemented";
            /** @description The `X-Request-Id` of the request. */
            request_id: string;
            /** @description The W3C trace id of the request (from its `traceparent`, or a new one), present while the deployment records traces; quote it with `request_id` when asking about a request. */
            trace_id?: string;
            /** @description Field problems (with `validation_failed` and `invalid_cursor` only), at most 50. */
            errors?: components["schemas"]["FieldError"][];
            /** @description Present when more field problems were found than `errors` lists (the first 50); their number. For a very large request only part of it is checked, so the number is then a lower bound. */
            errors_truncated?: number;
        };
        FieldError: {
            /** @description JSON Pointer (RFC 6901) into the request body, e.g. `/events/0`. For parameters it is `/query/<name>`, `/path/<name>` or `/headers/<name>` (the header name in lower case, e.g. `/headers/idempotency-key`). */
            pointer: string;
            /** @description What is wrong with the value. */
            message: string;
        };
        /**
         * @description Text in German and English.
         * @example {
         *       "de": "ERP-Einführung",
         *       "en": "ERP introduction"
         *     }
         */
        LocalizedText: {
            de: string;
            en: string;
        };
        /**
         * @description Sizes of the project's parts.
         * @example {
         *       "phases": 6,
         *       "tasks": 44,
         *       "tasks_done": 8,
         *       "risks": 7,
         *       "stakeholders": 9,
         *       "compliance_items": 5,
         *       "documents": 3
         *     }
         */
        ProjectCounts: {
            phases: number;
            tasks: number;
            /** @description Tasks with `checked = true`. */
            tasks_done: number;
            risks: number;
            stakeholders: number;
            compliance_items: number;
            documents: number;
        };
        /**
         * @description A project. `status` is derived from its tasks and phases; see `PATCH /tasks/{id}`.
         * @example {
         *       "id": "prj_4f9Tq2LmZx",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "title": "ERP-Einführung bei der Müller Präzisionstechnik GmbH",
         *       "description": "Ablösung des Alt-ERP durch SAP S/4HANA für Fertigung, Einkauf und Finanzbuchhaltung an den Standorten Schwäbisch Gmünd und Aalen.",
         *       "status": "active",
         *       "locale": "de",
         *       "country": "DE",
         *       "industry": "manufacturing",
         *       "company_size": "medium",
         *       "timeline_weeks": 40,
         *       "progress": 0.18,
         *       "start_date": "2025-03-03",
         *       "end_date": "2025-12-05",
         *       "counts": {
         *         "phases": 6,
         *         "tasks": 44,
         *         "tasks_done": 8,
         *         "risks": 7,
         *         "stakeholders": 9,
         *         "compliance_items": 5,
         *         "documents": 3
         *       },
         *       "template_key": "erp_introduction",
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "updated_at": "2025-04-11T15:42:10Z",
         *       "activities": [
         *         "employer",
         *         "b2b_invoicing"
         *       ],
         *       "absent_activities": [
         *         "financial_sector_entity"
         *       ],
         *       "employees": 180
         *     }
         */
        Project: {
            id: string;
            workspace_id: string;
            title: string;
            description: string;
            /**
             * @description `planned` until the first task is done, `active` while work goes on, `completed` when every phase is completed.
             * @enum {string}
             */
            status: "planned" | "active" | "completed";
            /** @description The plan's language plus the region, if any (BCP 47, e.g. `de`, `de-AT`, `en-GB`). */
            locale: string;
            /** @enum {string} */
            country: "DE" | "AT" | "CH";
            /** @description Industry key (the values of `GET /compliance-rules?industry=`), or empty. */
            industry: string;
            /**
             * @description EU size class (Recommendation 2003/361/EC).
             * @enum {string}
             */
            company_size: "micro" | "small" | "medium" | "large";
            timeline_weeks: number;
            /** @description `counts.tasks_done / counts.tasks`; 0 without tasks. */
            progress: number;
            /** Format: date */
            start_date: string | null;
            /** Format: date */
            end_date: string | null;
            counts: components["schemas"]["ProjectCounts"];
            /** @description The template the plan was generated from, if any. */
            template_key: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The company facts the plan's compliance assessment used: those stated in the plan request (`activities`) and those its description names, less the denied ones. The `compliance_check` agent decides from the same facts. Empty for projects made before facts were stored. */
            activities: components["schemas"]["CompanyActivity"][];
            /** @description The company facts the plan request denied (`absent_activities`). */
            absent_activities: components["schemas"]["CompanyActivity"][];
            /** @description The head count the plan was made for (named in its description, or in an imported plan), or `null`. */
            employees: number | null;
        };
        /**
         * @description A phase of a project. Its status is derived from its tasks.
         * @example {
         *       "id": "phs_2bAn",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "name": "Ist-Analyse und Lastenheft",
         *       "description": "Prozesse aufnehmen, Anforderungen sammeln, Lastenheft erstellen.",
         *       "position": 2,
         *       "status": "in_progress",
         *       "start_date": "2025-03-24",
         *       "end_date": "2025-04-25",
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "updated_at": "2025-04-02T08:11:37Z"
         *     }
         */
        Phase: {
            id: string;
            project_id: string;
            name: string;
            /** @description `null` when there is none. */
            description: string | null;
            /** @description 1-based order within the project. */
            position: number;
            /**
             * @description `pending` until a task is done, `in_progress` afterwards, `completed` when all its tasks are done.
             * @enum {string}
             */
            status: "pending" | "in_progress" | "completed";
            /** Format: date */
            start_date: string | null;
            /** Format: date */
            end_date: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description A task. `status` always follows `checked` (`true` gives `done`, `false` gives `open`).
         * @example {
         *       "id": "tsk_7hLh2Q",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "phase_id": "phs_2bAn",
         *       "title": "Lastenheft mit den Fachbereichen abstimmen",
         *       "description": "Anforderungen von Fertigung, Einkauf und Buchhaltung konsolidieren und vom Lenkungskreis freigeben lassen.",
         *       "checked": false,
         *       "status": "open",
         *       "priority": "high",
         *       "due_date": "2025-04-11",
         *       "assignee": "Sabine Keller",
         *       "depends_on": [
         *         "tsk_6gIs8W"
         *       ],
         *       "position": 3,
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "updated_at": "2025-03-28T10:02:44Z"
         *     }
         */
        Task: {
            id: string;
            project_id: string;
            phase_id: string;
            title: string;
            /** @description `null` when there is none. */
            description: string | null;
            checked: boolean;
            /** @enum {string} */
            status: "open" | "done";
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "critical";
            /** Format: date */
            due_date: string | null;
            assignee: string | null;
            /** @description Ids of tasks of the same project that must be done first. */
            depends_on: string[];
            /** @description 1-based order within the phase. */
            position: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "id": "rsk_3vDq8N",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "title": "Unzureichende Stammdatenqualität im Altsystem",
         *       "description": "Dubletten und unvollständige Materialstämme gefährden Testmigration und Go-live.",
         *       "likelihood": 4,
         *       "impact": 4,
         *       "score": 16,
         *       "mitigation": "Stammdatenbereinigung ab Woche 6; Verantwortliche je Datenobjekt benennen.",
         *       "owner": "Projektleitung",
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "updated_at": "2025-02-20T09:14:03Z"
         *     }
         */
        Risk: {
            id: string;
            project_id: string;
            title: string;
            /** @description `null` when there is none. */
            description: string | null;
            likelihood: number;
            impact: number;
            /** @description `likelihood × impact`. */
            score: number;
            mitigation: string;
            /** @description A role or person; empty when nobody is named. */
            owner: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "id": "bdl_2",
         *       "category": "external_services",
         *       "label": "Implementierungspartner",
         *       "amount": 210000,
         *       "phase_id": "phs_4dCu"
         *     }
         */
        BudgetLine: {
            id: string;
            /** @description Cost category, e.g. `personnel`, `external_services`, `software`, `hardware`, `training`, `travel`, `other`. */
            category: string;
            label: string;
            /** @description In the budget's `currency`. */
            amount: number;
            /** @description The phase this cost belongs to; `null` for project-wide costs. */
            phase_id: string | null;
        };
        /**
         * @description The project's budget. `total` is the sum of `lines` plus `contingency`.
         * @example {
         *       "id": "bdg_2sPf6K",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "currency": "EUR",
         *       "total": 480000,
         *       "contingency": 40000,
         *       "lines": [
         *         {
         *           "id": "bdl_1",
         *           "category": "software",
         *           "label": "S/4HANA-Lizenzen (Jahr 1)",
         *           "amount": 120000,
         *           "phase_id": null
         *         },
         *         {
         *           "id": "bdl_2",
         *           "category": "external_services",
         *           "label": "Implementierungspartner",
         *           "amount": 210000,
         *           "phase_id": "phs_4dCu"
         *         },
         *         {
         *           "id": "bdl_3",
         *           "category": "personnel",
         *           "label": "Interne Key-User-Zeit",
         *           "amount": 80000,
         *           "phase_id": null
         *         },
         *         {
         *           "id": "bdl_4",
         *           "category": "training",
         *           "label": "Schulungen Endanwender",
         *           "amount": 30000,
         *           "phase_id": "phs_5eTe"
         *         }
         *       ],
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "updated_at": "2025-02-20T09:14:03Z"
         *     }
         */
        Budget: {
            id: string;
            project_id: string;
            /**
             * @description EUR, or CHF for Swiss projects.
             * @enum {string}
             */
            currency: "EUR" | "CHF";
            total: number;
            /** @description Reserve for risks; not part of `lines`. */
            contingency: number;
            lines: components["schemas"]["BudgetLine"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description An obligation of the project, usually derived from a rule of the regulation library.
         * @example {
         *       "id": "cmp_5tGd1H",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "rule_id": "eu-gdpr",
         *       "code": "DSGVO",
         *       "title": "Auftragsverarbeitungsvertrag (Art. 28 DSGVO) mit dem Implementierungspartner abschließen",
         *       "status": "open",
         *       "notes": "Vor der ersten Testmigration mit Echtdaten.",
         *       "due_date": "2025-06-27",
         *       "rule_status": "applies",
         *       "applies_from": null,
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "updated_at": "2025-02-20T09:14:03Z"
         *     }
         */
        ComplianceItem: {
            id: string;
            project_id: string;
            /** @description The library rule (`ComplianceRule.id`) it derives from; `null` for a custom item. */
            rule_id: string | null;
            /** @description The rule's code (`ComplianceRule.code`, e.g. `DSGVO`); `null` for a custom item without one. */
            code: string | null;
            title: string;
            /** @enum {string} */
            status: "open" | "done";
            /** @description Why the item is in the plan and what to do; `null` when there are none. */
            notes: string | null;
            /** Format: date */
            due_date: string | null;
            /**
             * @description What the regulation library said about the rule for the company when the plan was made (`ComplianceRule.match.status`): `applies` binds today, `upcoming` binds only from `applies_from` (adopted but not yet applicable, or a directive not yet transposed), `undetermined` a fact or figure is open. `null` for a custom item.
             * @enum {string|null}
             */
            rule_status: "applies" | "upcoming" | "undetermined" | null;
            /**
             * Format: date
             * @description For `upcoming`: the first day the rule binds the company, or the transposition deadline of a directive not yet transposed; `null` otherwise.
             */
            applies_from: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "id": "stk_6wGf3J",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "name": "Betriebsrat",
         *       "role": "Mitbestimmung bei Einführung technischer Einrichtungen (§ 87 Abs. 1 Nr. 6 BetrVG)",
         *       "interest": "high",
         *       "influence": "high",
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "updated_at": "2025-02-20T09:14:03Z"
         *     }
         */
        Stakeholder: {
            id: string;
            project_id: string;
            /** @description A person or a group. */
            name: string;
            role: string;
            /** @enum {string} */
            interest: "low" | "medium" | "high";
            /** @enum {string} */
            influence: "low" | "medium" | "high";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description A project document. `body` is the full Markdown text; it is `null` in search hits, where `snippet` shows the matching passage.
         * @example {
         *       "id": "doc_8yPx4E",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "title": "Statusbericht KW 15",
         *       "kind": "agent_report",
         *       "excerpt": "Gesamtstatus: gelb. Phase 2 (Ist-Analyse und Lastenheft) liegt eine Woche hinter Plan.",
         *       "body": "# Statusbericht KW 15\n\n**Gesamtstatus:** gelb\n",
         *       "created_at": "2025-04-11T16:05:00Z",
         *       "updated_at": "2025-04-11T16:05:00Z"
         *     }
         */
        Document: {
            id: string;
            project_id: string;
            title: string;
            /** @enum {string} */
            kind: "plan_export" | "tool" | "agent_report" | "note" | "import";
            /** @description The start of the body as plain text; `null` for an empty document. */
            excerpt: string | null;
            /** @description The full text (Markdown). `null` in lists (unless `GET /documents?include=body`) and in search hits; always set when a document is created. */
            body: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @example {
         *       "document": {
         *         "id": "doc_3nMg5T",
         *         "project_id": "prj_4f9Tq2LmZx",
         *         "title": "Migrationskonzept Stammdaten",
         *         "kind": "note",
         *         "excerpt": "Materialstamm, Kreditoren und Debitoren werden in drei Wellen migriert …",
         *         "body": null,
         *         "created_at": "2025-03-31T13:20:00Z",
         *         "updated_at": "2025-04-03T09:12:41Z"
         *       },
         *       "rank": 0.607927,
         *       "snippet": "die <mark>Stammdaten</mark>bereinigung beginnt in Woche 6 …"
         *     }
         */
        SearchHit: {
            document: components["schemas"]["Document"];
            /** @description Relevance; higher is better. Comparable only within one answer. */
            rank: number;
            /** @description The matching passage as an HTML fragment: the document's text HTML-escaped (`&lt;`, `&gt;`, `&amp;`, `&quot;`) with the matches wrapped in `<mark>…</mark>`. Safe to insert into HTML as it is; for plain text, drop the `mark` tags and unescape the four entities. */
            snippet: string;
        };
        TemplateTask: {
            title: components["schemas"]["LocalizedText"];
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "critical";
            /** @description The role that usually does the task. */
            role: string;
        };
        TemplatePhase: {
            key: string;
            name: components["schemas"]["LocalizedText"];
            /** @description The phase's share of the timeline. The shares of a template sum to 1. */
            share: number;
            tasks: components["schemas"]["TemplateTask"][];
        };
        /**
         * @description A project template. Pass its `key` as `template_key` to `POST /ai/generate-plan`.
         * @example {
         *       "id": "tpl_erp_introduction",
         *       "key": "erp_introduction",
         *       "name": {
         *         "de": "ERP-Einführung",
         *         "en": "ERP introduction"
         *       },
         *       "description": {
         *         "de": "Auswahl und Einführung eines ERP-Systems inkl. Datenmigration und Schulung.",
         *         "en": "Selection and rollout of an ERP system including data migration and training."
         *       },
         *       "industries": [
         *         "manufacturing",
         *         "retail",
         *         "transport_logistics",
         *         "food",
         *         "chemicals",
         *         "automotive"
         *       ],
         *       "default_timeline_weeks": 40,
         *       "phases": [
         *         {
         *           "key": "initiation",
         *           "name": {
         *             "de": "Projektinitialisierung",
         *             "en": "Project initiation"
         *           },
         *           "share": 0.075,
         *           "tasks": [
         *             {
         *               "title": {
         *                 "de": "Kick-off durchführen",
         *                 "en": "Hold the kickoff"
         *               },
         *               "priority": "high",
         *               "role": "Projektleitung"
         *             }
         *           ]
         *         }
         *       ],
         *       "compliance_topics": [
         *         "data_protection",
         *         "bookkeeping_retention",
         *         "e_invoicing"
         *       ]
         *     }
         */
        Template: {
            id: string;
            key: string;
            name: components["schemas"]["LocalizedText"];
            description: components["schemas"]["LocalizedText"];
            /** @description Industries the template suits; `all` for generic templates. */
            industries: string[];
            default_timeline_weeks: number;
            phases: components["schemas"]["TemplatePhase"][];
            /** @description Compliance topics (the `topic` values of `GET /compliance-rules`) that plans from this template check. */
            compliance_topics: string[];
        };
        /** @description A phase of a plan, with its tasks inline. */
        PlanPhase: {
            id: string;
            name: string;
            /** @description `null` when there is none. */
            description: string | null;
            position: number;
            /** @enum {string} */
            status: "pending" | "in_progress" | "completed";
            /** Format: date */
            start_date: string | null;
            /** Format: date */
            end_date: string | null;
            tasks: components["schemas"]["Task"][];
        };
        /**
         * @description The *action path*: a project with all its parts. `POST /ai/generate-plan` returns
         *     this object, and `npm run admin -- project import --file <plan>.json` accepts the
         *     same object.
         *
         *     On import, these are assigned afresh: `id` and `workspace_id` of every record,
         *     timestamps, `counts`, `progress`, and the statuses derived from `checked`. The
         *     references inside the document (`task.phase_id`, `task.depends_on`,
         *     `budget.lines[].phase_id`) are resolved through the ids used in the document. An
         *     import emits the same events as a generated plan: `project.created`,
         *     `task.created` and `risk.added`.
         * @example {
         *       "project": {
         *         "id": "prj_4f9Tq2LmZx",
         *         "workspace_id": "ws_8KcQ2mVx",
         *         "title": "ERP-Einführung bei einem Maschinenbauer",
         *         "description": "Einführung eines neuen ERP-Systems (SAP S/4HANA) für Fertigung, Einkauf und Finanzbuchhaltung.",
         *         "status": "planned",
         *         "locale": "de",
         *         "country": "DE",
         *         "industry": "manufacturing",
         *         "company_size": "medium",
         *         "timeline_weeks": 40,
         *         "progress": 0,
         *         "start_date": "2025-03-03",
         *         "end_date": "2025-12-05",
         *         "counts": {
         *           "phases": 1,
         *           "tasks": 1,
         *           "tasks_done": 0,
         *           "risks": 1,
         *           "stakeholders": 1,
         *           "compliance_items": 0,
         *           "documents": 0
         *         },
         *         "template_key": "erp_introduction",
         *         "created_at": "2025-02-20T09:14:03Z",
         *         "updated_at": "2025-02-20T09:14:03Z",
         *         "activities": [
         *           "employer"
         *         ],
         *         "absent_activities": [],
         *         "employees": null
         *       },
         *       "phases": [
         *         {
         *           "id": "phs_1aKi",
         *           "name": "Projektinitialisierung",
         *           "description": "Ziele, Organisation und Projektauftrag festlegen.",
         *           "position": 1,
         *           "status": "pending",
         *           "start_date": "2025-03-03",
         *           "end_date": "2025-03-21",
         *           "tasks": [
         *             {
         *               "id": "tsk_7hKo1P",
         *               "project_id": "prj_4f9Tq2LmZx",
         *               "phase_id": "phs_1aKi",
         *               "title": "Kick-off durchführen",
         *               "description": "Ziele, Scope, Rollen und Meilensteine vorstellen.",
         *               "checked": false,
         *               "status": "open",
         *               "priority": "high",
         *               "due_date": "2025-03-07",
         *               "assignee": null,
         *               "depends_on": [],
         *               "position": 1,
         *               "created_at": "2025-02-20T09:14:03Z",
         *               "updated_at": "2025-02-20T09:14:03Z"
         *             }
         *           ]
         *         }
         *       ],
         *       "risks": [
         *         {
         *           "id": "rsk_3vDq8N",
         *           "project_id": "prj_4f9Tq2LmZx",
         *           "title": "Unzureichende Stammdatenqualität",
         *           "description": "Dubletten und unvollständige Materialstämme.",
         *           "likelihood": 4,
         *           "impact": 4,
         *           "score": 16,
         *           "mitigation": "Stammdatenbereinigung ab Woche 6.",
         *           "owner": "Projektleitung",
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-02-20T09:14:03Z"
         *         }
         *       ],
         *       "budget": {
         *         "id": "bdg_2sPf6K",
         *         "project_id": "prj_4f9Tq2LmZx",
         *         "currency": "EUR",
         *         "total": 480000,
         *         "contingency": 40000,
         *         "lines": [
         *           {
         *             "id": "bdl_1",
         *             "category": "software",
         *             "label": "Lizenzen",
         *             "amount": 440000,
         *             "phase_id": null
         *           }
         *         ],
         *         "created_at": "2025-02-20T09:14:03Z",
         *         "updated_at": "2025-02-20T09:14:03Z"
         *       },
         *       "compliance": [],
         *       "stakeholders": [
         *         {
         *           "id": "stk_6wGf3J",
         *           "project_id": "prj_4f9Tq2LmZx",
         *           "name": "Geschäftsführung",
         *           "role": "Auftraggeber und Sponsor",
         *           "interest": "high",
         *           "influence": "high",
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-02-20T09:14:03Z"
         *         }
         *       ]
         *     }
         */
        Plan: {
            project: components["schemas"]["Project"];
            /** @description In `position` order. */
            phases: components["schemas"]["PlanPhase"][];
            risks: components["schemas"]["Risk"][];
            budget: components["schemas"]["Budget"];
            compliance: components["schemas"]["ComplianceItem"][];
            stakeholders: components["schemas"]["Stakeholder"][];
        };
        /**
         * @example {
         *       "metric": "employees",
         *       "value": 50,
         *       "currency": null,
         *       "comparison": "gte",
         *       "count": "group"
         *     }
         */
        Threshold: {
            /**
             * @description `energy_consumption` is the annual final energy consumption in GWh (`energy_consumption_gwh`).
             * @enum {string}
             */
            metric: "employees" | "turnover" | "balance_sheet" | "energy_consumption";
            value: number;
            /**
             * @description For money metrics; `null` for `employees` and `energy_consumption`.
             * @enum {string|null}
             */
            currency: "EUR" | "CHF" | null;
            /** @enum {string} */
            comparison: "gte" | "gt";
            /**
             * @description How the law counts: `group` compares the group's figure (`group_employees`, `group_turnover_eur`) when given; `group_parent` only for the group's parent (fact `group_parent`); `null` the company's own figure.
             * @enum {string|null}
             */
            count: "group" | "group_parent" | null;
        };
        /**
         * @description When a rule applies. With `none` there are no thresholds: the size test passes.
         *     With `and`, every threshold must be met; with `or`, at least one. When `min_met` is
         *     greater than 0, at least `min_met` of the thresholds must be met (k-of-n, as in
         *     the EU size classes). `overrides` are facts that make the rule apply regardless of
         *     size; `requires_any` limits it to companies with at least one of its facts (the
         *     law's scope is a role or activity); `excluded_if_any` leaves out companies with any
         *     of its facts, because another act governs them (a cantonal body falls under its
         *     canton's data-protection act, not the federal FADP). A staged rule lists its duties in
         *     `obligations`, each with its own test and start date, and has no rule-level
         *     thresholds.
         */
        Applicability: {
            /** @enum {string} */
            logic: "and" | "or" | "none";
            min_met: number;
            thresholds: components["schemas"]["Threshold"][];
            /** @description How the law counts (absent when it needs no note). */
            note: {
                de: string;
                en: string;
            } | null;
            /** @description Facts that make the rule apply regardless of size, with the provision that says so. */
            overrides: components["schemas"]["ActivityCondition"][];
            /** @description The rule concerns only companies with at least one of these facts. */
            requires_any: components["schemas"]["ActivityCondition"][];
            /** @description The rule does not concern companies with any of these facts; another act governs them, named in `legal_basis`. */
            excluded_if_any: components["schemas"]["ActivityCondition"][];
            /** @description `true` when the library checked the law for sector, role and activity overrides (every rule with a size threshold is checked). */
            overrides_checked: boolean;
            /** @description Staged duties of the rule; empty for a rule with one test. */
            obligations: components["schemas"]["StagedObligation"][];
        };
        /**
         * @description A sector, role or activity fact about a company (`activities` filter). `employer`:
         *     employs staff; `financial_sector_entity`: supervised credit, financial services,
         *     investment, asset management, insurance, payment or e-money firm;
         *     `listed_company`: shares or bonds listed (capital-market-oriented);
         *     `consolidation_obligation`: must prepare consolidated accounts; `critical_entity`:
         *     operates a critical facility / identified critical entity; `trust_service_provider`:
         *     eIDAS trust services; `dns_tld_provider`: DNS service provider or TLD registry;
         *     `public_telecom_provider`: public electronic communications networks or services;
         *     `eaa_product_supplier`: manufactures, imports or distributes products of the
         *     European Accessibility Act; `electrical_equipment_producer` /
         *     `electrical_equipment_distributor`: places electrical equipment on the market / sells
         *     it to end users; `cash_register_user`: records sales with an electronic cash register;
         *     `b2b_invoicing`: supplies to or buys from other domestic businesses;
         *     `conflict_minerals_importer`: imports or processes tin, tantalum, tungsten or gold;
         *     `cbam_goods_importer`: imports CBAM goods into the EU; `connected_product_manufacturer`:
         *     makes connected products or related services; `data_processing_service_provider`:
         *     offers cloud or edge services; `eu_market_activity`: established outside the EU,
         *     offers goods or services to people in the EU or monitors their behaviour (brings a
         *     Swiss company into the reach of EU law, see `RuleMatch.extraterritorial`);
         *     `consumer_ecommerce`: sells goods or services to consumers online; `packaging_producer`:
         *     puts filled packaging on the market (incl. shipping packaging); `online_marketplace`:
         *     runs an online marketplace for third-party sellers; `battery_producer`: places
         *     batteries or products containing them on the market; `chemicals_manufacturer_importer`:
         *     manufactures or imports chemical substances or mixtures; `food_business_operator`:
         *     produces, processes or sells food; `road_transport_operator`: carries goods or
         *     passengers by road commercially (incl. taxis); `hospital_operator`: runs a hospital;
         *     `public_contractor`: bids for or performs public contracts; `group_parent`: parent
         *     undertaking of a group; `temporary_agency_work`: hires out staff or uses agency
         *     workers; `goods_exporter`: exports goods, software or technology from the EU or Swiss
         *     customs territory; `fgas_equipment_operator`: operates or services equipment containing
         *     fluorinated greenhouse gases; `medical_device_manufacturer`: manufactures, imports or
         *     distributes medical devices (incl. software as a medical device);
         *     `eudr_commodity_operator`: places cattle, cocoa, coffee, oil palm, rubber, soya or wood
         *     (or products made from them) on the EU market or exports them;
         *     `energy_supply_operator`: supplies electricity or gas to others or operates an energy
         *     network; `machinery_manufacturer_importer`: manufactures (also for its own use),
         *     imports or distributes machinery or related products; `professional_secrecy_holder`:
         *     bound by a professional secrecy protected by criminal law (law firm, tax adviser,
         *     auditor, notary, medical practice …); `state_or_local_public_body`: a public body of a
         *     German state or Swiss canton or of a municipality (state and cantonal data-protection
         *     law); `apparel_footwear_operator`: places on the market or sells apparel, clothing
         *     accessories or footwear for consumers; `construction_client`: has a construction project
         *     carried out as the client (Bauherr), whatever its industry; `aml_obliged_entity`: an
         *     obliged entity or financial intermediary under anti-money-laundering law (Art. 3 AMLR,
         *     § 2 GwG, Art. 2 GwG CH), incl. a trader accepting cash of EUR 10,000 or more (CH: above
         *     CHF 100,000); `consumer_product_supplier`: manufactures, imports or distributes products
         *     for consumers, or fulfils orders for them; `product_supplier`: places ready-to-use
         *     products on the market, also for professional users or its own professional use (Swiss
         *     PrSG); `digital_product_supplier`: manufactures, imports or distributes products with
         *     digital elements; `building_owner`: owns a heated or cooled building;
         *     `construction_contractor`: carries out construction work itself. Industry is only a
         *     hint for these facts, never their scope.
         * @enum {string}
         */
        CompanyActivity: "employer" | "financial_sector_entity" | "listed_company" | "consolidation_obligation" | "critical_entity" | "trust_service_provider" | "dns_tld_provider" | "public_telecom_provider" | "eaa_product_supplier" | "electrical_equipment_producer" | "electrical_equipment_distributor" | "cash_register_user" | "b2b_invoicing" | "conflict_minerals_importer" | "cbam_goods_importer" | "connected_product_manufacturer" | "data_processing_service_provider" | "eu_market_activity" | "consumer_ecommerce" | "packaging_producer" | "online_marketplace" | "battery_producer" | "chemicals_manufacturer_importer" | "food_business_operator" | "road_transport_operator" | "hospital_operator" | "public_contractor" | "group_parent" | "temporary_agency_work" | "goods_exporter" | "fgas_equipment_operator" | "medical_device_manufacturer" | "eudr_commodity_operator" | "energy_supply_operator" | "machinery_manufacturer_importer" | "professional_secrecy_holder" | "state_or_local_public_body" | "apparel_footwear_operator" | "construction_client" | "aml_obliged_entity" | "consumer_product_supplier" | "product_supplier" | "digital_product_supplier" | "building_owner" | "construction_contractor";
        /**
         * @example {
         *       "activity": "financial_sector_entity",
         *       "legal_basis": "§ 12 Abs. 3 HinSchG"
         *     }
         */
        ActivityCondition: {
            activity: components["schemas"]["CompanyActivity"];
            /** @description The provision, e.g. `§ 12 Abs. 3 HinSchG`. */
            legal_basis: string;
        };
        /** @description One duty of a staged rule, with its own test and start date. */
        StagedObligation: {
            /** @description Stable within the rule, e.g. `receive`. */
            id: string;
            title: components["schemas"]["LocalizedText"];
            /**
             * Format: date
             * @description The date the duty starts to bind.
             */
            effective_date: string;
            /** @enum {string} */
            logic: "and" | "or" | "none";
            min_met: number;
            thresholds: components["schemas"]["Threshold"][];
            overrides: components["schemas"]["ActivityCondition"][];
            requires_any: components["schemas"]["ActivityCondition"][];
            excluded_if_any: components["schemas"]["ActivityCondition"][];
            note: {
                de: string;
                en: string;
            } | null;
        };
        /** @description A fact the caller did not state that would decide the rule, and how to ask for it. */
        Question: {
            activity: components["schemas"]["CompanyActivity"];
            question: components["schemas"]["LocalizedText"];
        };
        /** @description The result of one staged duty for the company. */
        ObligationMatch: {
            id: string;
            /**
             * @description `upcoming`: the duty covers the company but binds it only from `applies_from` (or once the directive is transposed).
             * @enum {string}
             */
            status: "applies" | "upcoming" | "undetermined" | "excluded";
            /** Format: date */
            effective_date: string;
            /** @description `false` for a duty that starts after today. */
            in_force: boolean;
            deciding_figures: components["schemas"]["DecidingFigure"][];
            deciding_activities: components["schemas"]["CompanyActivity"][];
            missing_figures: components["schemas"]["RuleMetric"][];
            questions: components["schemas"]["Question"][];
            /**
             * Format: date
             * @description For `upcoming`: the day the duty starts to bind the company.
             */
            applies_from: string | null;
        };
        /**
         * @description A metric a threshold compares (`energy_consumption` in GWh per year).
         * @enum {string}
         */
        RuleMetric: "employees" | "turnover" | "balance_sheet" | "energy_consumption";
        /**
         * @description A figure that decided a threshold; `group_employees` and `group_turnover` when the group's figure was compared.
         * @enum {string}
         */
        DecidingFigure: "employees" | "turnover" | "balance_sheet" | "energy_consumption" | "group_employees" | "group_turnover";
        /**
         * @description An EU directive that the company's country has not transposed; it does not bind private companies there yet.
         * @example {
         *       "countries": [
         *         "DE",
         *         "AT"
         *       ],
         *       "deadline": "2026-06-07",
         *       "note": {
         *         "de": "Die Richtlinie bindet Arbeitgeber erst über das nationale Umsetzungsgesetz.",
         *         "en": "The directive binds employers only through the national transposing act."
         *       }
         *     }
         */
        TranspositionPending: {
            /** @description The rule's countries that have not transposed it. */
            countries: ("DE" | "AT")[];
            /**
             * Format: date
             * @description The directive's transposition deadline.
             */
            deadline: string;
            note: components["schemas"]["LocalizedText"];
        };
        Source: {
            /** Format: uri */
            url: string;
            /** @description What the source is; `null` when the URL says it. */
            title: string | null;
            /** @description `true` for a source that is not an official portal or supervisor. */
            secondary: boolean;
        };
        /** @description A point of the rule that could not be verified against the official text, and why. */
        UnverifiedPoint: {
            point: string;
            reason: string;
        };
        /** @description A dated change of a rule (past or announced), with the applicability that holds from `effective_date`. */
        Amendment: {
            /** Format: date */
            effective_date: string;
            summary: components["schemas"]["LocalizedText"];
            /** @description The applicability from `effective_date`; `null` when the amendment does not change it. */
            applicability: components["schemas"]["Applicability"] | (null);
        };
        /** @description Why the rule is in the answer. */
        RuleMatch: {
            /**
             * @description `applies` when the given figures or facts decide it and it binds the company today; `upcoming` when they decide it but the law binds only later (`applies_from`) or awaits transposition (`transposition_pending`); `undetermined` when a figure or fact the rule depends on was not given.
             * @enum {string}
             */
            status: "applies" | "upcoming" | "undetermined";
            /** @description Figures that decided applicability. */
            deciding_figures: components["schemas"]["DecidingFigure"][];
            /** @description Metrics the rule depends on for which no figure was given. */
            missing_figures: components["schemas"]["RuleMetric"][];
            /** @description Facts that decided applicability (an override or scope fact the company has). */
            deciding_activities: components["schemas"]["CompanyActivity"][];
            /** @description Facts not given that would decide the rule, with the question to ask (when `undetermined`). */
            questions: components["schemas"]["Question"][];
            /** @description Each staged duty's result (empty for a rule with one test). */
            obligations: components["schemas"]["ObligationMatch"][];
            /**
             * @description How the rule reaches a company established outside the rule's `countries` (a Swiss
             *     company and EU law): the fact, the provision and a note. `null` when the company's
             *     country is one of the rule's own, or no `country` was given.
             */
            extraterritorial: components["schemas"]["Extraterritorial"] | (null);
            /**
             * Format: date
             * @description For `upcoming`: the first day the rule binds the company, when a date is known; `null` otherwise.
             */
            applies_from: string | null;
            /** @description For `upcoming`: the directive awaits transposition in the company's country; `null` otherwise. */
            transposition_pending: components["schemas"]["TranspositionPending"] | (null);
        };
        /**
         * @description The provision by which a rule reaches a company established outside its countries.
         * @example {
         *       "activity": "eu_market_activity",
         *       "legal_basis": "Art. 3 Abs. 2, Art. 27 DSGVO",
         *       "note": {
         *         "de": "Die DSGVO gilt auch für Verantwortliche und Auftragsverarbeiter ohne Niederlassung in der EU, die Personen in der EU Waren oder Dienstleistungen anbieten oder deren Verhalten in der EU beobachten, und sie müssen in der Regel schriftlich einen Vertreter in der EU benennen.",
         *         "en": "The GDPR also applies to controllers and processors not established in the EU that offer goods or services to people in the EU or monitor their behaviour there, and they must as a rule designate a representative in the EU in writing."
         *       }
         *     }
         */
        Extraterritorial: {
            activity: components["schemas"]["CompanyActivity"];
            /** @description The provision that reaches the company, e.g. `Art. 3 Abs. 2, Art. 27 DSGVO`. */
            legal_basis: string;
            note: components["schemas"]["LocalizedText"];
        };
        /**
         * @description A rule of the DE/AT/CH/EU regulation library (the `Rule` message).
         * @example {
         *       "id": "de-e-rechnung",
         *       "code": "E-Rechnungspflicht (§ 14 UStG)",
         *       "title": {
         *         "de": "E-Rechnungspflicht im inländischen B2B-Verkehr",
         *         "en": "Mandatory e-invoicing for domestic B2B transactions"
         *       },
         *       "jurisdiction": "DE",
         *       "countries": [
         *         "DE"
         *       ],
         *       "industries": [
         *         "all"
         *       ],
         *       "topic": "e_invoicing",
         *       "applicability": {
         *         "logic": "none",
         *         "min_met": 0,
         *         "thresholds": [],
         *         "note": null,
         *         "overrides": [],
         *         "requires_any": [
         *           {
         *             "activity": "b2b_invoicing",
         *             "legal_basis": "§ 14 Abs. 1 und 2 UStG"
         *           }
         *         ],
         *         "excluded_if_any": [],
         *         "overrides_checked": true,
         *         "obligations": [
         *           {
         *             "id": "receive",
         *             "title": {
         *               "de": "E-Rechnungen empfangen können",
         *               "en": "Be able to receive e-invoices"
         *             },
         *             "effective_date": "2025-01-01",
         *             "logic": "none",
         *             "min_met": 0,
         *             "thresholds": [],
         *             "overrides": [],
         *             "requires_any": [],
         *             "excluded_if_any": [],
         *             "note": null
         *           },
         *           {
         *             "id": "issue-above-800k",
         *             "title": {
         *               "0": null,
         *               "de": "E-Rechnungen ausstellen bei Vorjahresumsatz über 800.000 EUR",
         *               "en": "Issue e-invoices with prior-year turnover above EUR 800"
         *             },
         *             "effective_date": "2027-01-01",
         *             "logic": "and",
         *             "min_met": 0,
         *             "thresholds": [
         *               {
         *                 "metric": "turnover",
         *                 "value": 800000,
         *                 "currency": "EUR",
         *                 "comparison": "gt",
         *                 "count": null
         *               }
         *             ],
         *             "overrides": [],
         *             "requires_any": [],
         *             "excluded_if_any": [],
         *             "note": null
         *           }
         *         ]
         *       },
         *       "summary": {
         *         "de": "E-Rechnungen sind im Umsatz zwischen inländischen Unternehmern Pflicht; der Empfang seit 2025",
         *         "die Ausstellung gestaffelt.": null,
         *         "en": "E-invoices are mandatory between domestic businesses; receiving since 2025",
         *         "issuing staged.": null
         *       },
         *       "obligations": [
         *         {
         *           "de": "E-Rechnungen empfangen und verarbeiten können.",
         *           "en": "Be able to receive and process e-invoices."
         *         }
         *       ],
         *       "authority": "Finanzverwaltung der Länder",
         *       "legal_reference": "§ 14 UStG; § 27 Abs. 38 UStG",
         *       "effective_date": "2025-01-01",
         *       "amendments": [],
         *       "source_url": "https://www.gesetze-im-internet.de/ustg_1980/__14.html",
         *       "sources": [
         *         {
         *           "url": "https://www.gesetze-im-internet.de/ustg_1980/__14.html",
         *           "title": "",
         *           "secondary": false
         *         }
         *       ],
         *       "verified_at": "2026-11-21",
         *       "unverified": [],
         *       "applies_from": null,
         *       "transposition_pending": null,
         *       "match": {
         *         "status": "undetermined",
         *         "deciding_figures": [],
         *         "missing_figures": [
         *           "turnover"
         *         ],
         *         "deciding_activities": [],
         *         "questions": [
         *           {
         *             "activity": "b2b_invoicing",
         *             "question": {
         *               "de": "Erbringt oder bezieht das Unternehmen steuerbare Leistungen an bzw. von anderen inländischen Unternehmen (B2B-Rechnungen)?",
         *               "en": "Does the company supply to or buy from other domestic businesses (business-to-business invoices)?"
         *             }
         *           }
         *         ],
         *         "obligations": [
         *           {
         *             "id": "receive",
         *             "status": "undetermined",
         *             "effective_date": "2025-01-01",
         *             "in_force": true,
         *             "deciding_figures": [],
         *             "deciding_activities": [],
         *             "missing_figures": [],
         *             "questions": [
         *               {
         *                 "activity": "b2b_invoicing",
         *                 "question": {
         *                   "de": "Erbringt oder bezieht das Unternehmen B2B-Leistungen?",
         *                   "en": "Does the company deal with other businesses?"
         *                 }
         *               }
         *             ],
         *             "applies_from": null
         *           },
         *           {
         *             "id": "issue-above-800k",
         *             "status": "undetermined",
         *             "effective_date": "2027-01-01",
         *             "in_force": false,
         *             "deciding_figures": [
         *               "turnover"
         *             ],
         *             "deciding_activities": [],
         *             "missing_figures": [
         *               "turnover"
         *             ],
         *             "questions": [
         *               {
         *                 "activity": "b2b_invoicing",
         *                 "question": {
         *                   "de": "Erbringt oder bezieht das Unternehmen B2B-Leistungen?",
         *                   "en": "Does the company deal with other businesses?"
         *                 }
         *               }
         *             ],
         *             "applies_from": null
         *           }
         *         ],
         *         "extraterritorial": null,
         *         "applies_from": null,
         *         "transposition_pending": null
         *       },
         *       "data_version": "2026.11.1"
         *     }
         */
        ComplianceRule: {
            /** @description The rule's stable key (`<jurisdiction>-<name>`, lowercase, e.g. `de-hinschg`): never changed or reused. Store this one. */
            id: string;
            /** @description The law's customary short name as DACH practitioners write it (`DSGVO`, `HinSchG`, `NIS2`, `RL (EU) 2019/1937`): unique in the library, for display. Match and store `id`. */
            code: string;
            title: components["schemas"]["LocalizedText"];
            /** @enum {string} */
            jurisdiction: "EU" | "DE" | "AT" | "CH";
            /** @description Countries where the rule has effect. */
            countries: ("DE" | "AT" | "CH")[];
            /** @description Industries the rule concerns; `all` for cross-industry rules. */
            industries: string[];
            /** @enum {string} */
            topic: "data_protection" | "whistleblowing" | "supply_chain" | "sustainability_reporting" | "cyber_security" | "critical_infrastructure" | "accessibility" | "occupational_safety" | "working_time" | "minimum_wage" | "bookkeeping_retention" | "e_invoicing" | "product_safety" | "packaging" | "ai_regulation" | "anti_money_laundering" | "financial_services" | "health_sector" | "energy_sector" | "construction_sector" | "public_procurement" | "employment" | "corporate_governance" | "environment" | "tax";
            /** @description The project topics the rule is relevant to (a generated plan lists the rule only when the project touches one of them), or `company_wide` for a duty that no project changes (VAT returns, annual accounts); the closed list is `project_topics` in the library's data file. */
            project_relevance?: string[];
            applicability: components["schemas"]["Applicability"];
            summary: components["schemas"]["LocalizedText"];
            obligations: components["schemas"]["LocalizedText"][];
            /** @description The supervising authority. */
            authority: string;
            legal_reference: string;
            /** Format: date */
            effective_date: string;
            amendments: components["schemas"]["Amendment"][];
            /**
             * Format: uri
             * @description The primary official source of the legal text (the first of `sources`).
             */
            source_url: string;
            /** @description Every source of the entry, official texts first. */
            sources: components["schemas"]["Source"][];
            /**
             * Format: date
             * @description The date the entry was last checked against its sources.
             */
            verified_at: string;
            /** @description Points that could not be verified against the official text, with the reason; empty when everything was checked. */
            unverified: components["schemas"]["UnverifiedPoint"][];
            /**
             * Format: date
             * @description The first day the rule binds companies when it lies after `effective_date` (an adopted act that applies later); `null` otherwise.
             */
            applies_from: string | null;
            /** @description The countries that have not transposed the directive, with its deadline; `null` for a rule that needs no transposition or has it. */
            transposition_pending: components["schemas"]["TranspositionPending"] | (null);
            match: components["schemas"]["RuleMatch"];
            /** @description Version of the library data. */
            data_version: string;
        };
        /**
         * @description A webhook subscription. `secret` is set only in the 201 response of `POST /webhooks` and is `null` everywhere else.
         * @example {
         *       "id": "whk_2hZp9C",
         *       "url": "https://hooks.zapier.com/hooks/catch/1234567/abcdef/",
         *       "events": [
         *         "task.status_changed",
         *         "phase.completed",
         *         "project.completed"
         *       ],
         *       "description": "Zapier – Fortschritt nach Slack #erp-projekt",
         *       "active": true,
         *       "secret": null,
         *       "status": "active",
         *       "last_delivery": {
         *         "status": "succeeded",
         *         "response_status": 200,
         *         "attempted_at": "2025-04-11T15:42:12Z",
         *         "attempt": 1,
         *         "delivery_id": "dlv_9xQm3R"
         *       },
         *       "disabled_reason": null,
         *       "consecutive_failures": 0,
         *       "failing_since": null,
         *       "created_at": "2025-03-01T08:00:00Z",
         *       "updated_at": "2025-03-01T08:00:00Z"
         *     }
         */
        Webhook: {
            id: string;
            /** Format: uri */
            url: string;
            events: ("project.created" | "task.created" | "task.status_changed" | "risk.added" | "phase.completed" | "project.completed" | "agent.completed" | "*")[];
            /** @description Your label; `null` when none was given. */
            description: string | null;
            /** @description `false` once the subscription is disabled, e.g. after the receiver answered `410 Gone`. */
            active: boolean;
            /**
             * @description `disabled` after `410 Gone`, or when every delivery failed for 3 days; a disabled subscription gets no events.
             * @enum {string}
             */
            status: "active" | "disabled";
            /** @description The signing secret for `X-Service-Signature`. It is **only present in the 201 response of `POST /webhooks`** and `null` everywhere else. It can't be read again. */
            secret: string | null;
            /** @description The most recent delivery attempt (`LastDelivery`); `null` before the first. While deliveries succeed it is refreshed at most once a second. */
            last_delivery: {
                /**
                 * @description `pending` while a retry is scheduled.
                 * @enum {string}
                 */
                status: "succeeded" | "failed" | "pending";
                /** @description Which attempt of its delivery this was. */
                attempt: number;
                /** @description The `X-Service-Delivery-Id` of that delivery. */
                delivery_id: string;
                /** @description The HTTP status of the receiver's answer; 0 when there was none (timeout, connection or TLS error). */
                response_status: number;
                /** Format: date-time */
                attempted_at: string;
            } | null;
            /** @description Why the subscription was disabled (e.g. `gone`); `null` while active. */
            disabled_reason: string | null;
            /** @description Failed attempts since the last successful one. */
            consecutive_failures: number;
            /**
             * Format: date-time
             * @description When the current run of failures began; `null` while deliveries succeed.
             */
            failing_since: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /**
         * @description Usage of the current calendar month (UTC) and the calling key's rate-limit window, and
         *     which workspace and key answer (the "test authentication" step of Zapier, Make and n8n).
         *     It answers even when the monthly quota is spent: it is how a client learns why it is blocked.
         * @example {
         *       "workspace": {
         *         "id": "ws_8KcQ2mVx",
         *         "name": "Müller Präzisionstechnik GmbH"
         *       },
         *       "key": {
         *         "id": "key_3Hq9TzLmWp2XyB7c",
         *         "scope": "read"
         *       },
         *       "plan": "pro",
         *       "period": {
         *         "start": "2025-04-01T00:00:00Z",
         *         "end": "2025-05-01T00:00:00Z"
         *       },
         *       "api_calls": {
         *         "used": 412,
         *         "limit": 2000,
         *         "remaining": 1588
         *       },
         *       "ai_calls": {
         *         "used": 17,
         *         "limit": 50,
         *         "remaining": 33
         *       },
         *       "rate_limit": {
         *         "limit": 120,
         *         "window_seconds": 60,
         *         "remaining": 118
         *       }
         *     }
         */
        Usage: {
            workspace: {
                id: string;
                name: string;
            };
            /** @description The calling API key (its secret is never shown). */
            key: {
                id: string;
                /** @enum {string} */
                scope: "read" | "write" | "ai";
            } | null;
            /** @enum {string} */
            plan: "free" | "pro" | "max" | "enterprise";
            period: {
                /**
                 * Format: date-time
                 * @description Start of the month (inclusive).
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description Start of the next month (exclusive); the counters reset then.
                 */
                end: string;
            };
            api_calls: components["schemas"]["UsageCounter"];
            ai_calls: components["schemas"]["UsageCounter"];
            rate_limit: {
                /** @description Requests per window (120). */
                limit: number;
                /** @description Window length (60). */
                window_seconds: number;
                remaining: number;
            };
        };
        UsageCounter: {
            used: number;
            limit: number;
            /** @description `max(limit - used, 0)`. */
            remaining: number;
        };
        /**
         * @description A BCP 47 language tag (`de`, `de-AT`, `de-CH`, `en`, `en-GB` …). The language decides the output language (German or English; others fall back), the region is a country hint.
         * @example de-AT
         */
        Locale: string;
        /** @description The stored plan (`Plan`) plus which engine and model produced it and where each profile value came from. */
        GeneratedPlan: components["schemas"]["Plan"] & {
            /** @enum {string} */
            engine: "builtin" | "openai";
            /** @description The model that produced the plan (`planner-builtin-1` for the built-in engine). */
            model: string;
            /** @description Where each value of the plan's profile came from: `given`, `locale`, `text` (inferred from the description), `template` or `default`; what the description was read as (`project_type`, `intent`, `deadline`), and every value read from it with the words it came from (`inferences`). */
            assumptions: {
                language: components["schemas"]["Provenance"];
                country: components["schemas"]["Provenance"];
                industry: components["schemas"]["Provenance"];
                company_size: components["schemas"]["Provenance"];
                timeline_weeks: components["schemas"]["Provenance"];
                title: components["schemas"]["Provenance"];
                /** @description The head count found in the description, if any. */
                employees: number | null;
                /**
                 * @description The playbook the plan follows, chosen from what the customer wants to do and to what (not from the industry).
                 * @enum {string}
                 */
                project_type: "software" | "digitalisation" | "production" | "construction" | "relocation" | "location" | "product_launch" | "marketing" | "event" | "organisation" | "compliance" | "generic";
                /**
                 * @description What the customer wants to do, as read from the description; `null` when no action was read (a template or the industry decided).
                 * @enum {string|null}
                 */
                intent: "develop" | "introduce" | "migrate" | "build" | "renovate" | "relocate" | "launch" | "open" | "certify" | "comply" | "hire" | "organise_event" | "acquire" | "audit" | "restructure" | "campaign" | "expand" | "other" | null;
                budget: components["schemas"]["Provenance"];
                /**
                 * Format: date
                 * @description The deadline the description states ("bis Ende Q3 2027", "bis Pfingsten"); the plan is scheduled backwards to end on or before it.
                 */
                deadline: string | null;
                /** @description Every value read from the description, with the words it was read from. */
                inferences: components["schemas"]["PlanInference"][];
            };
            /** @description What a consultant would ask before committing to this plan (size, deadline, budget, sites …) when the description does not say it; the plan assumes an answer for each (see `assumptions`). Empty when the description is specific enough. */
            questions: components["schemas"]["PlanQuestion"][];
        };
        PlanInference: {
            /** @description The profile value (`country`, `budget`, `deadline`, `timeline_weeks`, `employees`, `group_employees` — the head count of the group the company belongs to, which the compliance check counts where the law does, `energy_consumption_gwh` — the yearly consumption the description states, which decides the energy-audit and large-consumer rules, `company_size`, `quantity`, `intent`, `subject`, `start_date` — the start when a stated length lies inside a window such as the summer holidays, `scope` — one item of what the project includes, which becomes its own work package …). */
            attribute: string;
            /** @description The value read, as text (`AT`, `3500000 EUR`, `2027-09-30`). */
            value: string;
            /** @description The words of the description it was read from. */
            evidence: string;
        };
        PlanQuestion: {
            /** @enum {string} */
            topic: "company_size" | "timeline" | "budget" | "sites" | "scope" | "country";
            /** @description The question, in the plan's language. */
            question: string;
        };
        /** @enum {string} */
        Provenance: "given" | "locale" | "text" | "template" | "default";
        ChatMessage: {
            /** @enum {string} */
            role: "user" | "assistant";
            content: string;
        };
        /**
         * @example {
         *       "message": "Welche Risiken gefährden den Go-live im Dezember am stärksten?",
         *       "locale": "de"
         *     }
         */
        ChatRequest: {
            /** @description The question. */
            message: string;
            /** @description Earlier turns of the conversation, oldest first. */
            history?: components["schemas"]["ChatMessage"][];
            /** @description The answer's language; defaults to the language of the question. */
            locale?: components["schemas"]["Locale"];
        };
        Citation: {
            document_id: string;
            title: string;
            /** @description The cited passage as plain text (no markup). */
            snippet: string;
        };
        PlanItemReference: {
            /** @enum {string} */
            kind: "task" | "risk" | "compliance" | "budget_line" | "stakeholder" | "phase";
            /** @description The item's id (a stakeholder's, phase's or budget line's id; its name for an assignee who is no stakeholder). */
            id: string;
            /** @description The item's title or name as stored. */
            title: string;
        };
        /**
         * @example {
         *       "answer": "Am kritischsten ist die Stammdatenqualität (Score 16): Ohne Bereinigung ab Woche 6 verzögert sich die Testmigration und damit der Go-live.",
         *       "citations": [
         *         {
         *           "document_id": "doc_3nMg5T",
         *           "title": "Migrationskonzept Stammdaten",
         *           "snippet": "die <mark>Stammdaten</mark>bereinigung beginnt in Woche 6 …"
         *         }
         *       ],
         *       "engine": "builtin",
         *       "model": "planner-builtin-1",
         *       "language": "de"
         *     }
         */
        ChatResponse: {
            /** @description The answer (may contain Markdown). */
            answer: string;
            /** @description The project documents the answer drew on; only documents retrieved for this question. */
            citations: components["schemas"]["Citation"][];
            /**
             * @description The parts of the plan the answer drew on (tasks, risks, compliance items, budget
             *     lines, stakeholders, phases), in the order it names them. A follow-up question such
             *     as "who owns the first of those?" or "und wer?" refers to the items of the previous
             *     answer, which the client sends back in `history`.
             */
            items?: components["schemas"]["PlanItemReference"][];
            /**
             * @description The engine that produced the answer.
             * @enum {string}
             */
            engine: "builtin" | "openai";
            /** @description The model that produced the answer. */
            model: string;
            /** @enum {string} */
            language: "de" | "en";
        };
        /**
         * @example {
         *       "locale": "de"
         *     }
         */
        ToolRequest: {
            /** @description Language of labels and Markdown; defaults to the project's locale. */
            locale?: components["schemas"]["Locale"];
        };
        /**
         * @description A generated planning tool (`RunToolResponse`), stored as a document of kind `tool`.
         *     `tool` decides the schema of `result`:
         *
         *     | `tool` | schema | `result` |
         *     |---|---|---|
         *     | `raci` | `RaciToolResult` | `RaciResult` |
         *     | `swot` | `SwotToolResult` | `SwotResult` |
         *     | `risk-matrix` | `RiskMatrixToolResult` | `RiskMatrixResult` |
         *     | `gantt` | `GanttToolResult` | `GanttResult` |
         */
        ToolResult: components["schemas"]["RaciToolResult"] | components["schemas"]["SwotToolResult"] | components["schemas"]["RiskMatrixToolResult"] | components["schemas"]["GanttToolResult"];
        /** @description What every tool answer has besides `tool` and `result`. */
        ToolResultCommon: {
            project_id: string;
            /** @description The tool rendered as Markdown (tables; a Mermaid chart for `gantt`). */
            markdown: string;
            /** @description The stored document. */
            document_id: string;
            /** @enum {string} */
            engine: "builtin" | "openai";
            model: string;
        };
        /** @description `raci`: a RACI matrix. */
        RaciToolResult: components["schemas"]["ToolResultCommon"] & {
            /** @enum {string} */
            tool: "raci";
            result: components["schemas"]["RaciResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            tool: "raci";
        };
        /**
         * @description `swot`: a SWOT analysis.
         * @example {
         *       "tool": "swot",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "result": {
         *         "strengths": [
         *           "Erfahrene Key-User in der Fertigung",
         *           "Klares Mandat der Geschäftsführung"
         *         ],
         *         "weaknesses": [
         *           "Uneinheitliche Stammdaten"
         *         ],
         *         "opportunities": [
         *           "E-Rechnung und GoBD-konforme Archivierung in einem Schritt"
         *         ],
         *         "threats": [
         *           "Ressourcenengpass während der Saisonspitze"
         *         ]
         *       },
         *       "markdown": "## SWOT\n\n| Stärken | Schwächen |\n|---|---|\n| Erfahrene Key-User … | Uneinheitliche Stammdaten |\n",
         *       "document_id": "doc_9qRc2V",
         *       "engine": "builtin",
         *       "model": "planner-builtin-1"
         *     }
         */
        SwotToolResult: components["schemas"]["ToolResultCommon"] & {
            /** @enum {string} */
            tool: "swot";
            result: components["schemas"]["SwotResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            tool: "swot";
        };
        /** @description `risk-matrix` (also requested as `risk_matrix`): the risks on a likelihood × impact grid. */
        RiskMatrixToolResult: components["schemas"]["ToolResultCommon"] & {
            /** @enum {string} */
            tool: "risk-matrix";
            result: components["schemas"]["RiskMatrixResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            tool: "risk-matrix";
        };
        /** @description `gantt`: the schedule of phases and tasks (a Mermaid chart in `markdown`). */
        GanttToolResult: components["schemas"]["ToolResultCommon"] & {
            /** @enum {string} */
            tool: "gantt";
            result: components["schemas"]["GanttResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            tool: "gantt";
        };
        RaciResult: {
            /** @description The roles, in column order. */
            roles: string[];
            rows: {
                task_id: string;
                /** @description The task's title. */
                task: string;
                phase_id: string;
                /** @description The kind of row that decided the roles: `dpia`, `staff_agreement`, `budget`, `gate`, `contract`, `data_protection`, `security`, `safety`, `legal`, `people` or `delivery`. */
                basis: string;
                responsible: string[];
                accountable: string;
                consulted: string[];
                informed: string[];
            }[];
        };
        SwotResult: {
            strengths: string[];
            weaknesses: string[];
            opportunities: string[];
            threats: string[];
        };
        RiskMatrixResult: {
            /** @description The occupied cells of the 5 × 5 grid. */
            cells: {
                likelihood: number;
                impact: number;
                risk_ids: string[];
            }[];
            risks: {
                id: string;
                title: string;
                likelihood: number;
                impact: number;
                score: number;
                /** @enum {string} */
                level: "low" | "medium" | "high";
                owner?: string;
            }[];
        };
        GanttResult: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            items: {
                id: string;
                /** @enum {string} */
                type: "phase" | "task";
                name: string;
                /** @description The phase of a task; `null` for a phase. */
                parent_id: string | null;
                /** Format: date */
                start: string;
                /** Format: date */
                end: string;
                depends_on: string[];
                done?: boolean;
            }[];
        };
        /**
         * @example {
         *       "locale": "de",
         *       "instructions": "Für den Lenkungskreis, maximal eine Seite."
         *     }
         */
        AgentRequest: {
            /** @description The report's language; defaults to the project's locale. */
            locale?: components["schemas"]["Locale"];
            /** @description Free-text guidance for the agent (audience, focus, length). */
            instructions?: string;
        };
        /**
         * @description A finished agent run (`RunAgentResponse`). Its report is stored as a document of kind
         *     `agent_report`. `task` decides the schema of `result`:
         *
         *     | `task` | schema | `result` |
         *     |---|---|---|
         *     | `status_report` | `StatusReportRun` | `StatusReportResult` |
         *     | `risk_review` | `RiskReviewRun` | `RiskReviewResult` |
         *     | `compliance_check` | `ComplianceCheckRun` | `ComplianceCheckResult` |
         *     | `budget_review` | `BudgetReviewRun` | `BudgetReviewResult` |
         *     | `kickoff_brief` | `KickoffBriefRun` | `KickoffBriefResult` |
         * @example {
         *       "run_id": "run_5kSr7B",
         *       "task": "status_report",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "status": "completed",
         *       "markdown": "# Statusbericht KW 15\n\n**Gesamtstatus:** gelb\n",
         *       "result": {
         *         "today": "2025-04-11",
         *         "progress": {
         *           "done": 8,
         *           "total": 44,
         *           "ratio": 0.18
         *         },
         *         "phases": [
         *           {
         *             "id": "phs_1aKi",
         *             "name": "Projektinitialisierung",
         *             "status": "completed",
         *             "done": 6,
         *             "total": 6,
         *             "ratio": 1
         *           },
         *           {
         *             "id": "phs_2bAn",
         *             "name": "Ist-Analyse und Lastenheft",
         *             "status": "in_progress",
         *             "done": 2,
         *             "total": 8,
         *             "ratio": 0.25
         *           }
         *         ],
         *         "completed_task_ids": [
         *           "tsk_6gIs8W"
         *         ],
         *         "overdue_task_ids": [
         *           "tsk_7hLh2Q"
         *         ],
         *         "top_risk_ids": [
         *           "rsk_3vDq8N"
         *         ],
         *         "open_compliance_ids": [
         *           "cmp_5tGd1H"
         *         ],
         *         "next_task_ids": [
         *           "tsk_7hLh2Q"
         *         ],
         *         "budget": {
         *           "currency": "EUR",
         *           "total": 480000,
         *           "contingency": 40000
         *         }
         *       },
         *       "document_id": "doc_8yPx4E",
         *       "engine": "builtin",
         *       "model": "planner-builtin-1",
         *       "created_at": "2025-04-11T16:05:00Z",
         *       "added_risk_ids": []
         *     }
         */
        AgentRun: components["schemas"]["StatusReportRun"] | components["schemas"]["RiskReviewRun"] | components["schemas"]["ComplianceCheckRun"] | components["schemas"]["BudgetReviewRun"] | components["schemas"]["KickoffBriefRun"];
        /** @description What every agent run has besides `task` and `result`. */
        AgentRunCommon: {
            run_id: string;
            project_id: string;
            /** @enum {string} */
            status: "completed" | "failed";
            /** @description The report as Markdown. */
            markdown: string;
            /** @description The stored report; empty when `status` is `failed`. */
            document_id: string;
            /** @enum {string} */
            engine: "builtin" | "openai";
            model: string;
            /** Format: date-time */
            created_at: string;
            /** @description Risks the run added to the project (`risk_review`), each announced by `risk.added`. */
            added_risk_ids: string[];
        };
        /** @description `status_report`: A status report. */
        StatusReportRun: components["schemas"]["AgentRunCommon"] & {
            /** @enum {string} */
            task: "status_report";
            result: components["schemas"]["StatusReportResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            task: "status_report";
        };
        /** @description `risk_review`: A risk review. */
        RiskReviewRun: components["schemas"]["AgentRunCommon"] & {
            /** @enum {string} */
            task: "risk_review";
            result: components["schemas"]["RiskReviewResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            task: "risk_review";
        };
        /** @description `compliance_check`: A compliance check. */
        ComplianceCheckRun: components["schemas"]["AgentRunCommon"] & {
            /** @enum {string} */
            task: "compliance_check";
            result: components["schemas"]["ComplianceCheckResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            task: "compliance_check";
        };
        /** @description `budget_review`: A budget review. */
        BudgetReviewRun: components["schemas"]["AgentRunCommon"] & {
            /** @enum {string} */
            task: "budget_review";
            result: components["schemas"]["BudgetReviewResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            task: "budget_review";
        };
        /** @description `kickoff_brief`: A kickoff brief. */
        KickoffBriefRun: components["schemas"]["AgentRunCommon"] & {
            /** @enum {string} */
            task: "kickoff_brief";
            result: components["schemas"]["KickoffBriefResult"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            task: "kickoff_brief";
        };
        /** @description The stored budget's figures; `null` when the project has no budget. */
        AgentBudgetFigures: {
            /** @enum {string} */
            currency: "EUR" | "CHF";
            total: number;
            contingency: number;
        } | null;
        StatusReportResult: {
            /**
             * Format: date
             * @description The day the report was made for.
             */
            today: string;
            progress: {
                done: number;
                total: number;
                ratio: number;
            };
            phases: {
                id: string;
                name: string;
                /** @enum {string} */
                status: "pending" | "in_progress" | "completed";
                done: number;
                total: number;
                ratio: number;
            }[];
            completed_task_ids: string[];
            overdue_task_ids: string[];
            top_risk_ids: string[];
            open_compliance_ids: string[];
            next_task_ids: string[];
            budget: components["schemas"]["AgentBudgetFigures"];
        };
        RiskReviewResult: {
            /** Format: date */
            today: string;
            risks_reviewed: number;
            high_risk_ids: string[];
            missing_mitigation_ids: string[];
            weak_mitigation_ids: string[];
            missing_owner_ids: string[];
            unknown_owner_ids: string[];
            /** @description The risks the review adds (stored, listed in `added_risk_ids`). */
            proposed: {
                title: string;
                likelihood: number;
                impact: number;
                owner?: string;
            }[];
            /** @description What the review does with each risk, with the reason. Only added risks are stored; raising and closing are proposals for the risk owner. */
            changes: {
                /** @enum {string} */
                action: "add" | "raise" | "close" | "keep";
                /** @description `null` for a risk to add. */
                risk_id: string | null;
                title: string;
                likelihood: number;
                impact: number;
                previous: {
                    likelihood: number;
                    impact: number;
                } | null;
                reason: string;
            }[];
        };
        ComplianceCheckResult: {
            /** Format: date */
            today: string;
            /** @description How many rules of the library were checked. */
            rules: number;
            covered_rule_ids: string[];
            missing_rule_ids: string[];
            undetermined_rule_ids: string[];
            open_item_ids: string[];
            overdue_item_ids: string[];
            due_soon_item_ids: string[];
            done_item_ids: string[];
            unmatched_item_ids: string[];
            project_topics: string[];
            /** @description Items of rules that do not belong to the project (proposals). */
            remove_item_ids: string[];
            remove_rule_ids: string[];
        };
        /** @description Without a budget only `today` and `has_budget: false`; with one, every figure. */
        BudgetReviewResult: {
            /** Format: date */
            today: string;
            has_budget: boolean;
            /** @enum {string} */
            currency?: "EUR" | "CHF";
            total?: number;
            lines_total?: number;
            contingency?: number;
            contingency_ratio?: number;
            exceeds_total?: boolean;
            unallocated?: number;
            planned_value?: number;
            earned_value?: number;
            phases?: {
                phase_id: string;
                planned: number;
                progress: number;
                elapsed: number;
                planned_value: number;
                earned_value: number;
            }[];
            behind_phase_ids?: string[];
        };
        KickoffBriefResult: {
            /** Format: date */
            today: string;
            phases: number;
            tasks: number;
            stakeholders: number;
            /** Format: date */
            start_date: string | null;
            /** Format: date */
            end_date: string | null;
            first_task_ids: string[];
            top_risk_ids: string[];
            budget: components["schemas"]["AgentBudgetFigures"];
        };
        /**
         * @example {
         *       "task": "status_report",
         *       "title": "Status report",
         *       "description": "Overall status (traffic light), progress per phase, overdue tasks, top risks and next steps.",
         *       "produces": "A Markdown status report and its figures."
         *     }
         */
        Agent: {
            /**
             * @description The `{task}` for `POST /ai/projects/{id}/agents/{task}`.
             * @enum {string}
             */
            task: "status_report" | "risk_review" | "compliance_check" | "budget_review" | "kickoff_brief";
            title: string;
            description: string;
            /** @description What a run stores and answers. */
            produces: string;
        };
        /**
         * @example {
         *       "locale": "en",
         *       "limit": 5
         *     }
         */
        RecommendationsRequest: {
            /** @description Language; defaults to the project's locale. */
            locale?: components["schemas"]["Locale"];
            /**
             * @description Maximum number of recommendations.
             * @default 5
             */
            limit?: number;
        };
        /**
         * @example {
         *       "id": "rec_1",
         *       "category": "risk",
         *       "title": "Assign an owner to the master-data risk",
         *       "rationale": "The risk \"Insufficient master-data quality\" scores 16 of 25 but has no owner.",
         *       "priority": "high",
         *       "related_ids": [
         *         "rsk_3vDq8N"
         *       ]
         *     }
         */
        Recommendation: {
            /** @description Identifier within this answer. */
            id: string;
            /** @enum {string} */
            category: "schedule" | "staffing" | "risk" | "compliance" | "budget" | "progress";
            title: string;
            /** @description Why, from the project's state, with the figures. */
            rationale: string;
            /** @enum {string} */
            priority: "low" | "medium" | "high" | "critical";
            /** @description Ids of the tasks, phases, risks or compliance items concerned. */
            related_ids: string[];
        };
        /** @description Recommendations, most important first (`GetRecommendationsResponse`). */
        Recommendations: {
            data: components["schemas"]["Recommendation"][];
            /** @enum {string} */
            engine: "builtin" | "openai";
            model: string;
        };
        /**
         * @description Fields not listed here are ignored (no-code platforms send extras).
         * @example {
         *       "description": "Einführung eines neuen ERP-Systems (SAP S/4HANA) für Fertigung, Einkauf und Finanzbuchhaltung bei einem Maschinenbauer mit 180 Mitarbeitenden.",
         *       "title": "ERP-Einführung",
         *       "locale": "de-AT",
         *       "country": "DE",
         *       "industry": "manufacturing",
         *       "company_size": "medium",
         *       "desired_timeline_weeks": 40,
         *       "budget_eur": 480000,
         *       "template_key": "erp_introduction",
         *       "start_date": "2025-03-03"
         *     }
         */
        GeneratePlanRequest: {
            /** @description What the project is about, in one or two sentences (German or English). */
            description: string;
            /** @description The project's title, kept as sent. Derived from the description when omitted. */
            title?: string;
            /** @description Language (and region) of the plan. Default the description's language. */
            locale?: components["schemas"]["Locale"];
            /**
             * @description Where the company operates. Decides the compliance items and, for CH, the currency. Default the locale's region, else places named in the description, else `DE`.
             * @enum {string}
             */
            country?: "DE" | "AT" | "CH";
            /**
             * @description The company's industry: one of `manufacturing`, `retail`, `it_software`, `telecommunications`, `finance`, `insurance`, `health`, `pharma`, `energy`, `construction`, `public_sector`, `transport_logistics`, `food`, `chemicals`, `automotive`, `professional_services`, `hospitality`, `education`, `real_estate`, `media` — in any case or spelling (`IT & Software`, `it-software`), or a common German or English name of it as no-code forms send (`Logistics`, `Logistik`, `Lebensmittel`, `Healthcare`). Anything else is 400 listing the keys. Inferred from the description when omitted.
             * @example transport_logistics
             */
            industry?: string;
            /**
             * @description EU size class (Recommendation 2003/361/EC): `micro` < 10 employees, `small` < 50, `medium` < 250, `large` otherwise; or a head-count range as CRMs export it (`11-50`, `51-200`, `1000+`), read by its middle (the lower bound of an open range). Default a head count or size word in the description, else `small`.
             * @example medium
             */
            company_size?: string;
            /** @description Target duration. Default a duration in the description ("in 7 Monaten"), else the template's, else the engine's estimate. */
            desired_timeline_weeks?: number;
            /** @description Target budget in EUR. The plan's budget is this amount in EUR, for Swiss projects too (without a stated budget, a Swiss plan's estimate is in CHF). */
            budget_eur?: number;
            /** @description Start from this template (`GET /project-templates`, its `key`). An unknown key is 400. */
            template_key?: string;
            /** @description Start from this template (`GET /project-templates`, its `id`, e.g. `tpl_erp_introduction`). An unknown id is 400. */
            template_id?: string;
            /**
             * Format: date
             * @description First day of the plan; phase and due dates derive from it. Default today (UTC).
             */
            start_date?: string;
            /**
             * @description Facts about the company you know (sector, role, activity), e.g. `[financial_sector_entity]`
             *     for a 20-person investment firm. They decide compliance rules regardless of size. Facts
             *     the description names are inferred as well; a fact neither stated, denied nor inferred is
             *     unknown, and a rule it decides becomes an item with the question to clarify. For a
             *     Swiss company, `eu_market_activity` (it offers goods or services to people in the EU)
             *     brings the EU rules that reach across borders into the plan.
             */
            activities?: components["schemas"]["CompanyActivity"][];
            /** @description Facts you know do **not** hold (they are never inferred); only then may size alone rule out a rule such a fact decides. */
            absent_activities?: components["schemas"]["CompanyActivity"][];
        };
        /**
         * @description The fields to change; at least one. `null` clears `due_date` or `assignee`.
         * @example {
         *       "checked": true
         *     }
         */
        TaskUpdate: {
            /** @description Tick off (`true`, so `status` becomes `done`) or reopen (`false`, so `status` becomes `open`). */
            checked?: boolean;
            title?: string;
            /**
             * Format: date
             * @description New due date; `null` clears it.
             */
            due_date?: string | null;
            /** @description New assignee (a name or role); `null` clears it. */
            assignee?: string | null;
            /** @enum {string} */
            priority?: "low" | "medium" | "high" | "critical";
        };
        /**
         * @example {
         *       "query": "Stammdaten Migration",
         *       "project_id": "prj_4f9Tq2LmZx",
         *       "limit": 10
         *     }
         */
        DocumentSearchRequest: {
            /** @description Web-search syntax: words are ANDed, `"phrase"`, `-exclude`, `or`. */
            query: string;
            /** @description Search only this project's documents. */
            project_id?: string;
            /**
             * @description Maximum number of hits.
             * @default 10
             */
            limit?: number;
        };
        /**
         * @example {
         *       "url": "https://hooks.zapier.com/hooks/catch/1234567/abcdef/",
         *       "events": [
         *         "task.status_changed",
         *         "phase.completed",
         *         "project.completed"
         *       ],
         *       "description": "Zapier – Fortschritt nach Slack #erp-projekt"
         *     }
         */
        WebhookCreateRequest: {
            /**
             * Format: uri
             * @description Receiver URL; must be `https://` and publicly routable.
             */
            url: string;
            /** @description Event types to receive; `"*"` for all. */
            events: ("project.created" | "task.created" | "task.status_changed" | "risk.added" | "phase.completed" | "project.completed" | "agent.completed" | "*")[];
            /** @description A label for you. */
            description?: string;
        };
        /** @description What every event has besides `data`, whose schema `type` decides (each event schema adds it; see `Event`). */
        EventEnvelope: {
            /** @description Event id (`evt_…`), the same on every delivery attempt: deduplicate on it. */
            id: string;
            /** @enum {string} */
            type: "project.created" | "task.created" | "task.status_changed" | "risk.added" | "phase.completed" | "project.completed" | "agent.completed";
            /** @enum {string} */
            api_version: "v1";
            /**
             * Format: date-time
             * @description When the change happened.
             */
            created_at: string;
            workspace_id: string;
        };
        /**
         * @description The webhook envelope `POST`ed to subscribers: one of the seven event schemas,
         *     told apart by `type`. `data` holds the records as they were right after the change.
         *
         *     | `type` | schema | `data` | Emitted when |
         *     |---|---|---|---|
         *     | `project.created` | `EventProjectCreated` | `{project}` | a plan was generated or imported |
         *     | `task.created` | `EventTaskCreated` | `{task}` | for each task of a new plan |
         *     | `task.status_changed` | `EventTaskStatusChanged` | `{task, previous: {checked, status}}` | `checked` changed via `PATCH /tasks/{id}` |
         *     | `risk.added` | `EventRiskAdded` | `{risk}` | for each risk of a new plan, and each risk an agent adds |
         *     | `phase.completed` | `EventPhaseCompleted` | `{phase}` | the last open task of a phase was ticked off |
         *     | `project.completed` | `EventProjectCompleted` | `{project}` | every phase is completed |
         *     | `agent.completed` | `EventAgentCompleted` | `{run}` | an agent run finished |
         */
        Event: components["schemas"]["EventProjectCreated"] | components["schemas"]["EventTaskCreated"] | components["schemas"]["EventTaskStatusChanged"] | components["schemas"]["EventRiskAdded"] | components["schemas"]["EventPhaseCompleted"] | components["schemas"]["EventProjectCompleted"] | components["schemas"]["EventAgentCompleted"];
        /**
         * @description `project.created`: the envelope with `data` of `EventProjectData`.
         * @example {
         *       "id": "evt_01JRK5A1B2C3D4",
         *       "type": "project.created",
         *       "api_version": "v1",
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "data": {
         *         "project": {
         *           "id": "prj_4f9Tq2LmZx",
         *           "workspace_id": "ws_8KcQ2mVx",
         *           "title": "ERP-Einführung bei der Müller Präzisionstechnik GmbH",
         *           "description": "Ablösung des Alt-ERP durch SAP S/4HANA für Fertigung, Einkauf und Finanzbuchhaltung an den Standorten Schwäbisch Gmünd und Aalen.",
         *           "status": "active",
         *           "locale": "de",
         *           "country": "DE",
         *           "industry": "manufacturing",
         *           "company_size": "medium",
         *           "timeline_weeks": 40,
         *           "progress": 0.18,
         *           "start_date": "2025-03-03",
         *           "end_date": "2025-12-05",
         *           "counts": {
         *             "phases": 6,
         *             "tasks": 44,
         *             "tasks_done": 8,
         *             "risks": 7,
         *             "stakeholders": 9,
         *             "compliance_items": 5,
         *             "documents": 3
         *           },
         *           "template_key": "erp_introduction",
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-04-11T15:42:10Z",
         *           "activities": [
         *             "employer",
         *             "b2b_invoicing"
         *           ],
         *           "absent_activities": [
         *             "financial_sector_entity"
         *           ],
         *           "employees": 180
         *         }
         *       }
         *     }
         */
        EventProjectCreated: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type: "project.created";
            data: components["schemas"]["EventProjectData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "project.created";
        };
        /**
         * @description `task.created`: the envelope with `data` of `EventTaskData`.
         * @example {
         *       "id": "evt_01JRK5A1B2C3D5",
         *       "type": "task.created",
         *       "api_version": "v1",
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "data": {
         *         "task": {
         *           "id": "tsk_7hLh2Q",
         *           "project_id": "prj_4f9Tq2LmZx",
         *           "phase_id": "phs_2bAn",
         *           "title": "Lastenheft mit den Fachbereichen abstimmen",
         *           "description": "Anforderungen von Fertigung, Einkauf und Buchhaltung konsolidieren und vom Lenkungskreis freigeben lassen.",
         *           "checked": false,
         *           "status": "open",
         *           "priority": "high",
         *           "due_date": "2025-04-11",
         *           "assignee": "Sabine Keller",
         *           "depends_on": [
         *             "tsk_6gIs8W"
         *           ],
         *           "position": 3,
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-03-28T10:02:44Z"
         *         }
         *       }
         *     }
         */
        EventTaskCreated: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type: "task.created";
            data: components["schemas"]["EventTaskData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "task.created";
        };
        /**
         * @description `task.status_changed`: the envelope with `data` of `EventTaskStatusChangedData`.
         * @example {
         *       "id": "evt_01JRK7QZ4M8T2W",
         *       "type": "task.status_changed",
         *       "api_version": "v1",
         *       "created_at": "2025-04-11T15:42:10Z",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "data": {
         *         "task": {
         *           "id": "tsk_7hLh2Q",
         *           "project_id": "prj_4f9Tq2LmZx",
         *           "phase_id": "phs_2bAn",
         *           "title": "Lastenheft mit den Fachbereichen abstimmen",
         *           "description": "Anforderungen von Fertigung, Einkauf und Buchhaltung konsolidieren und vom Lenkungskreis freigeben lassen.",
         *           "checked": true,
         *           "status": "done",
         *           "priority": "high",
         *           "due_date": "2025-04-11",
         *           "assignee": "Sabine Keller",
         *           "depends_on": [
         *             "tsk_6gIs8W"
         *           ],
         *           "position": 3,
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-04-11T15:42:10Z"
         *         },
         *         "previous": {
         *           "checked": false,
         *           "status": "open"
         *         }
         *       }
         *     }
         */
        EventTaskStatusChanged: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type: "task.status_changed";
            data: components["schemas"]["EventTaskStatusChangedData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "task.status_changed";
        };
        /**
         * @description `risk.added`: the envelope with `data` of `EventRiskData`.
         * @example {
         *       "id": "evt_01JRK5A1B2C3D6",
         *       "type": "risk.added",
         *       "api_version": "v1",
         *       "created_at": "2025-02-20T09:14:03Z",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "data": {
         *         "risk": {
         *           "id": "rsk_3vDq8N",
         *           "project_id": "prj_4f9Tq2LmZx",
         *           "title": "Unzureichende Stammdatenqualität im Altsystem",
         *           "description": "Dubletten und unvollständige Materialstämme gefährden Testmigration und Go-live.",
         *           "likelihood": 4,
         *           "impact": 4,
         *           "score": 16,
         *           "mitigation": "Stammdatenbereinigung ab Woche 6; Verantwortliche je Datenobjekt benennen.",
         *           "owner": "Projektleitung",
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-02-20T09:14:03Z"
         *         }
         *       }
         *     }
         */
        EventRiskAdded: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type: "risk.added";
            data: components["schemas"]["EventRiskData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "risk.added";
        };
        /**
         * @description `phase.completed`: the envelope with `data` of `EventPhaseData`.
         * @example {
         *       "id": "evt_01JRK9M3N4P5Q6",
         *       "type": "phase.completed",
         *       "api_version": "v1",
         *       "created_at": "2025-05-02T11:20:00Z",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "data": {
         *         "phase": {
         *           "id": "phs_2bAn",
         *           "project_id": "prj_4f9Tq2LmZx",
         *           "name": "Ist-Analyse und Lastenheft",
         *           "description": "Prozesse aufnehmen, Anforderungen sammeln, Lastenheft erstellen.",
         *           "position": 2,
         *           "status": "in_progress",
         *           "start_date": "2025-03-24",
         *           "end_date": "2025-04-25",
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-04-02T08:11:37Z"
         *         }
         *       }
         *     }
         */
        EventPhaseCompleted: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type: "phase.completed";
            data: components["schemas"]["EventPhaseData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "phase.completed";
        };
        /**
         * @description `project.completed`: the envelope with `data` of `EventProjectData`.
         * @example {
         *       "id": "evt_01JRZZ7Y8X9W0V",
         *       "type": "project.completed",
         *       "api_version": "v1",
         *       "created_at": "2025-12-05T16:00:00Z",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "data": {
         *         "project": {
         *           "id": "prj_4f9Tq2LmZx",
         *           "workspace_id": "ws_8KcQ2mVx",
         *           "title": "ERP-Einführung bei der Müller Präzisionstechnik GmbH",
         *           "description": "Ablösung des Alt-ERP durch SAP S/4HANA für Fertigung, Einkauf und Finanzbuchhaltung an den Standorten Schwäbisch Gmünd und Aalen.",
         *           "status": "active",
         *           "locale": "de",
         *           "country": "DE",
         *           "industry": "manufacturing",
         *           "company_size": "medium",
         *           "timeline_weeks": 40,
         *           "progress": 0.18,
         *           "start_date": "2025-03-03",
         *           "end_date": "2025-12-05",
         *           "counts": {
         *             "phases": 6,
         *             "tasks": 44,
         *             "tasks_done": 8,
         *             "risks": 7,
         *             "stakeholders": 9,
         *             "compliance_items": 5,
         *             "documents": 3
         *           },
         *           "template_key": "erp_introduction",
         *           "created_at": "2025-02-20T09:14:03Z",
         *           "updated_at": "2025-04-11T15:42:10Z",
         *           "activities": [
         *             "employer",
         *             "b2b_invoicing"
         *           ],
         *           "absent_activities": [
         *             "financial_sector_entity"
         *           ],
         *           "employees": 180
         *         }
         *       }
         *     }
         */
        EventProjectCompleted: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type: "project.completed";
            data: components["schemas"]["EventProjectData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "project.completed";
        };
        /**
         * @description `agent.completed`: the envelope with `data` of `EventAgentData`.
         * @example {
         *       "id": "evt_01JRK7S8T9U0V1",
         *       "type": "agent.completed",
         *       "api_version": "v1",
         *       "created_at": "2025-04-11T16:05:00Z",
         *       "workspace_id": "ws_8KcQ2mVx",
         *       "data": {
         *         "run": {
         *           "run_id": "run_5kSr7B",
         *           "task": "status_report",
         *           "project_id": "prj_4f9Tq2LmZx",
         *           "status": "completed",
         *           "markdown": "# Statusbericht KW 15\n\n**Gesamtstatus:** gelb\n",
         *           "result": {
         *             "today": "2025-04-11",
         *             "progress": {
         *               "done": 8,
         *               "total": 44,
         *               "ratio": 0.18
         *             },
         *             "phases": [
         *               {
         *                 "id": "phs_1aKi",
         *                 "name": "Projektinitialisierung",
         *                 "status": "completed",
         *                 "done": 6,
         *                 "total": 6,
         *                 "ratio": 1
         *               },
         *               {
         *                 "id": "phs_2bAn",
         *                 "name": "Ist-Analyse und Lastenheft",
         *                 "status": "in_progress",
         *                 "done": 2,
         *                 "total": 8,
         *                 "ratio": 0.25
         *               }
         *             ],
         *             "completed_task_ids": [
         *               "tsk_6gIs8W"
         *             ],
         *             "overdue_task_ids": [
         *               "tsk_7hLh2Q"
         *             ],
         *             "top_risk_ids": [
         *               "rsk_3vDq8N"
         *             ],
         *             "open_compliance_ids": [
         *               "cmp_5tGd1H"
         *             ],
         *             "next_task_ids": [
         *               "tsk_7hLh2Q"
         *             ],
         *             "budget": {
         *               "currency": "EUR",
         *               "total": 480000,
         *               "contingency": 40000
         *             }
         *           },
         *           "document_id": "doc_8yPx4E",
         *           "engine": "builtin",
         *           "model": "planner-builtin-1",
         *           "created_at": "2025-04-11T16:05:00Z",
         *           "added_risk_ids": []
         *         }
         *       }
         *     }
         */
        EventAgentCompleted: components["schemas"]["EventEnvelope"] & {
            /** @enum {string} */
            type: "agent.completed";
            data: components["schemas"]["EventAgentData"];
        } & {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "agent.completed";
        };
        /** @description `data` of `project.created` and `project.completed`. */
        EventProjectData: {
            project: components["schemas"]["Project"];
        };
        /** @description `data` of `task.created`. */
        EventTaskData: {
            task: components["schemas"]["Task"];
        };
        /** @description `data` of `task.status_changed`: the task after the change and its previous state. */
        EventTaskStatusChangedData: {
            task: components["schemas"]["Task"];
            previous: {
                checked: boolean;
                /** @enum {string} */
                status: "open" | "done";
            };
        };
        /** @description `data` of `risk.added`. */
        EventRiskData: {
            risk: components["schemas"]["Risk"];
        };
        /** @description `data` of `phase.completed`. */
        EventPhaseData: {
            phase: components["schemas"]["Phase"];
        };
        /** @description `data` of `agent.completed`. */
        EventAgentData: {
            run: components["schemas"]["AgentRun"];
        };
        ProjectList: {
            data: components["schemas"]["Project"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        PhaseList: {
            data: components["schemas"]["Phase"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        TaskList: {
            data: components["schemas"]["Task"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        RiskList: {
            data: components["schemas"]["Risk"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        ComplianceItemList: {
            data: components["schemas"]["ComplianceItem"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        StakeholderList: {
            data: components["schemas"]["Stakeholder"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        DocumentList: {
            data: components["schemas"]["Document"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        /** @description Search hits by rank. Not paged; `next_cursor` is always `null`. */
        SearchHitList: {
            data: components["schemas"]["SearchHit"][];
            /** @description Whether more documents matched than `limit`. */
            has_more: boolean;
            /** @description Always `null` (search is not paged). */
            next_cursor: string | null;
        };
        TemplateList: {
            data: components["schemas"]["Template"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        ComplianceRuleList: {
            data: components["schemas"]["ComplianceRule"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
            has_more: boolean;
            /** @description Pass as `cursor` for the next page; `null` on the last page. */
            next_cursor: string | null;
        };
        AgentList: {
            data: components["schemas"]["Agent"][];
            /** @description Always `false`. */
            has_more: boolean;
            /** @description Always `null`. */
            next_cursor: string | null;
        };
    };
    responses: {
        /** @description The request is invalid (`validation_failed`, with `errors`), its `cursor` was not issued for this list (`invalid_cursor`), or its body is not valid JSON (`invalid_json`). */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The API key is missing or malformed (`unauthorized`), or unknown, revoked or wrong (`invalid_api_key`). */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/invalid_api_key",
                 *       "title": "Invalid API key",
                 *       "status": 401,
                 *       "detail": "The API key is unknown or has been revoked.",
                 *       "instance": "/api/v1/projects",
                 *       "code": "invalid_api_key",
                 *       "request_id": "req_2Xv8Hn3cQa"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The workspace's plan has no API access (`plan_not_eligible`), or the key's scope does not allow the operation (`insufficient_scope`). */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No such record in the caller's workspace. Records of other workspaces are reported as not found too. */
        NotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/not_found",
                 *       "title": "Not found",
                 *       "status": 404,
                 *       "detail": "Project 'prj_0000000000' was not found.",
                 *       "instance": "/api/v1/projects/prj_0000000000",
                 *       "code": "not_found",
                 *       "request_id": "req_6Hj2Kd9sWe"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The `Idempotency-Key` was already used with a different body, or a request with that key is still running (`idempotency_conflict`; then with `Retry-After`, and the same request retried is answered once the first one has finished); for `POST /webhooks`, the workspace already has 25 subscriptions (`webhook_limit_reached`). */
        Conflict: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/idempotency_conflict",
                 *       "title": "Idempotency conflict",
                 *       "status": 409,
                 *       "detail": "The Idempotency-Key was already used with a different request body.",
                 *       "instance": "/api/v1/ai/generate-plan",
                 *       "code": "idempotency_conflict",
                 *       "request_id": "req_1Ry7Ux4nFg"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body exceeds the gateway's size limit (`payload_too_large`). */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/payload_too_large",
                 *       "title": "Payload too large",
                 *       "status": 413,
                 *       "detail": "The request body exceeds the limit of 1048576 bytes.",
                 *       "instance": "/api/v1/ai/projects/prj_4f9Tq2LmZx/chat",
                 *       "code": "payload_too_large",
                 *       "request_id": "req_3Cz5Vb8mKl"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request body is not `application/json` (`unsupported_media_type`). */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/unsupported_media_type",
                 *       "title": "Unsupported media type",
                 *       "status": 415,
                 *       "detail": "Content-Type 'text/plain' is not supported; send 'application/json'.",
                 *       "instance": "/api/v1/tasks/tsk_7hLh2Q",
                 *       "code": "unsupported_media_type",
                 *       "request_id": "req_8Nb3Gf6tYh"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The causes: the key's rate limit (`rate_limit_exceeded`), the workspace's monthly
         *     quota of API calls (`api_quota_exceeded`) or AI calls (`ai_quota_exceeded`), repeated
         *     failed authentication with one key id or from one address, or too many open
         *     connections from one address (both `rate_limit_exceeded`). Wait `Retry-After` seconds
         *     before retrying.
         */
        TooManyRequests: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description An unexpected server error (`internal_error`). No internals are exposed; quote `request_id`. */
        InternalError: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/internal_error",
                 *       "title": "Internal server error",
                 *       "status": 500,
                 *       "detail": "An unexpected error occurred. Quote the request id when contacting support.",
                 *       "instance": "/api/v1/projects/prj_4f9Tq2LmZx",
                 *       "code": "internal_error",
                 *       "request_id": "req_2Fh6Jm9cVb"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The operation is declared but not implemented by this deployment (`not_implemented`). */
        NotImplemented: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/not_implemented",
                 *       "title": "Not implemented",
                 *       "status": 501,
                 *       "detail": "This operation is not implemented by this deployment.",
                 *       "instance": "/api/v1/ai/projects/prj_4f9Tq2LmZx/tools/gantt",
                 *       "code": "not_implemented",
                 *       "request_id": "req_7Qa3Ze5xNm"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /**
         * @description The request headers did not arrive within 30 seconds, or the whole request within 60
         *     seconds (`request_timeout`). The connection is closed; send the request again without
         *     pauses.
         */
        RequestTimeout: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/request_timeout",
                 *       "title": "Request timeout",
                 *       "status": 408,
                 *       "detail": "The request was not received in time; send headers and body without pausing.",
                 *       "instance": "/api/v1/ai/generate-plan",
                 *       "code": "request_timeout",
                 *       "request_id": "req_9Tb4Wm1qXe"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request sent an `Expect` header other than `100-continue` (`expectation_failed`). Send it without `Expect`, or with `Expect: 100-continue`. */
        ExpectationFailed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/expectation_failed",
                 *       "title": "Expectation failed",
                 *       "status": 417,
                 *       "detail": "Only `Expect: 100-continue` is supported.",
                 *       "instance": "/api/v1/documents/search",
                 *       "code": "expectation_failed",
                 *       "request_id": "req_7Tq2LmZx4f"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request line and headers (the URL included) are larger than 16 KiB (`validation_failed`). The connection is closed. */
        HeadersTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/validation_failed",
                 *       "title": "Validation failed",
                 *       "status": 431,
                 *       "detail": "The request headers are too large.",
                 *       "instance": "/api/v1/projects",
                 *       "code": "validation_failed",
                 *       "request_id": "req_9Lq0vYc2Hf"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A backing service is unavailable (`upstream_unavailable`). Retry with backoff; for `POST`/`PATCH`, reuse the `Idempotency-Key`. */
        UpstreamUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/upstream_unavailable",
                 *       "title": "Service unavailable",
                 *       "status": 503,
                 *       "detail": "A backing service is temporarily unavailable. Retry later.",
                 *       "instance": "/api/v1/projects",
                 *       "code": "upstream_unavailable",
                 *       "request_id": "req_4Vn1Bc8kDs"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description A backing service did not answer in time (`upstream_timeout`). The operation may still have completed; retry with the same `Idempotency-Key`. */
        UpstreamTimeout: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "type": "https://project-planner.example/problems/upstream_timeout",
                 *       "title": "Gateway timeout",
                 *       "status": 504,
                 *       "detail": "A backing service did not answer within the deadline.",
                 *       "instance": "/api/v1/ai/generate-plan",
                 *       "code": "upstream_timeout",
                 *       "request_id": "req_6Yp9Ru2hGf"
                 *     }
                 */
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
    };
    parameters: {
        /** @description Page size. */
        Limit: number;
        /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
        Cursor: string;
        /**
         * @description Project id. A project of another workspace is 404 `not_found`.
         * @example prj_4f9Tq2LmZx
         */
        ProjectId: string;
        /**
         * @description Task id. A task of another workspace is 404 `not_found`.
         * @example tsk_7hLh2Q
         */
        TaskId: string;
        /**
         * @description Webhook subscription id. A subscription of another workspace is 404 `not_found`.
         * @example whk_2hZp9C
         */
        WebhookId: string;
        /**
         * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
         *     retry with the same key and body replays the first response
         *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
         *     a different body is 409 `idempotency_conflict`.
         * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description This request's id, also given as `request_id` in problem bodies. Quote it when you report a problem.
         * @example req_5QbQ2w8kTz
         */
        "X-Request-Id": string;
        /**
         * @description Requests allowed per 60-second window for this API key. The rate-limit headers are on every answer to a request whose key was authenticated, refusals included; they do not count the request unless it was admitted.
         * @example 120
         */
        "X-RateLimit-Limit": number;
        /**
         * @description Requests left in the current window.
         * @example 87
         */
        "X-RateLimit-Remaining": number;
        /**
         * @description Unix time (seconds) when the current window has fully reset.
         * @example 1744386174
         */
        "X-RateLimit-Reset": number;
        /**
         * @description IETF RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers): quota `q` per window `w` in seconds.
         * @example "default";q=120;w=60
         */
        "RateLimit-Policy": string;
        /**
         * @description IETF RateLimit: remaining requests `r` and seconds `t` until the window has reset.
         * @example "default";r=87;t=42
         */
        RateLimit: string;
        /**
         * @description Seconds to wait before retrying. For a monthly quota, the seconds until the next month starts (UTC).
         * @example 17
         */
        "Retry-After": number;
        /**
         * @description `Bearer realm="planner"`, with `error="invalid_token"` when the key sent is not valid (RFC 6750).
         * @example Bearer realm="planner", error="invalid_token"
         */
        "WWW-Authenticate": string;
        /** @description `true` when this response replays an earlier one for the same `Idempotency-Key`. Absent otherwise. */
        "Idempotency-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProjects: {
        parameters: {
            query?: {
                /** @description Only projects with this status. */
                status?: "planned" | "active" | "completed";
                /** @description Only projects created at or after this time (RFC 3339). */
                created_since?: string;
                /** @description Only projects changed at or after this time (RFC 3339). */
                updated_since?: string;
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of projects. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "prj_4f9Tq2LmZx",
                     *           "workspace_id": "ws_8KcQ2mVx",
                     *           "title": "ERP-Einführung bei der Müller Präzisionstechnik GmbH",
                     *           "description": "Ablösung des Alt-ERP durch SAP S/4HANA für Fertigung, Einkauf und Finanzbuchhaltung an den Standorten Schwäbisch Gmünd und Aalen.",
                     *           "status": "active",
                     *           "locale": "de",
                     *           "country": "DE",
                     *           "industry": "manufacturing",
                     *           "company_size": "medium",
                     *           "timeline_weeks": 40,
                     *           "progress": 0.18,
                     *           "start_date": "2025-03-03",
                     *           "end_date": "2025-12-05",
                     *           "counts": {
                     *             "phases": 6,
                     *             "tasks": 44,
                     *             "tasks_done": 8,
                     *             "risks": 7,
                     *             "stakeholders": 9,
                     *             "compliance_items": 5,
                     *             "documents": 3
                     *           },
                     *           "template_key": "erp_introduction",
                     *           "created_at": "2025-02-20T09:14:03Z",
                     *           "updated_at": "2025-04-11T15:42:10Z",
                     *           "activities": [
                     *             "employer",
                     *             "b2b_invoicing"
                     *           ],
                     *           "absent_activities": [],
                     *           "employees": 180
                     *         }
                     *       ],
                     *       "has_more": true,
                     *       "next_cursor": "eyJjIjoiMjAyNS0wMi0yMFQwOToxNDowM1oiLCJpIjoicHJqXzRmOVRxMkxtWngifQ"
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "prj_4f9Tq2LmZx",
                     *       "workspace_id": "ws_8KcQ2mVx",
                     *       "title": "ERP-Einführung bei der Müller Präzisionstechnik GmbH",
                     *       "description": "Ablösung des Alt-ERP durch SAP S/4HANA für Fertigung, Einkauf und Finanzbuchhaltung an den Standorten Schwäbisch Gmünd und Aalen.",
                     *       "status": "active",
                     *       "locale": "de",
                     *       "country": "DE",
                     *       "industry": "manufacturing",
                     *       "company_size": "medium",
                     *       "timeline_weeks": 40,
                     *       "progress": 0.18,
                     *       "start_date": "2025-03-03",
                     *       "end_date": "2025-12-05",
                     *       "counts": {
                     *         "phases": 6,
                     *         "tasks": 44,
                     *         "tasks_done": 8,
                     *         "risks": 7,
                     *         "stakeholders": 9,
                     *         "compliance_items": 5,
                     *         "documents": 3
                     *       },
                     *       "template_key": "erp_introduction",
                     *       "created_at": "2025-02-20T09:14:03Z",
                     *       "updated_at": "2025-04-11T15:42:10Z",
                     *       "activities": [
                     *         "employer",
                     *         "b2b_invoicing"
                     *       ],
                     *       "absent_activities": [
                     *         "financial_sector_entity"
                     *       ],
                     *       "employees": 180
                     *     }
                     */
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listProjectPhases: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of phases. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "phs_1aKi",
                     *           "project_id": "prj_4f9Tq2LmZx",
                     *           "name": "Projektinitialisierung",
                     *           "description": "Ziele, Organisation und Projektauftrag festlegen.",
                     *           "position": 1,
                     *           "status": "completed",
                     *           "start_date": "2025-03-03",
                     *           "end_date": "2025-03-21",
                     *           "created_at": "2025-02-20T09:14:03Z",
                     *           "updated_at": "2025-03-20T16:30:12Z"
                     *         },
                     *         {
                     *           "id": "phs_2bAn",
                     *           "project_id": "prj_4f9Tq2LmZx",
                     *           "name": "Ist-Analyse und Lastenheft",
                     *           "description": "Prozesse aufnehmen, Anforderungen sammeln, Lastenheft erstellen.",
                     *           "position": 2,
                     *           "status": "in_progress",
                     *           "start_date": "2025-03-24",
                     *           "end_date": "2025-04-25",
                     *           "created_at": "2025-02-20T09:14:03Z",
                     *           "updated_at": "2025-04-02T08:11:37Z"
                     *         }
                     *       ],
                     *       "has_more": true,
                     *       "next_cursor": "eyJwIjoyLCJpIjoicGhzXzJiQW4ifQ"
                     *     }
                     */
                    "application/json": components["schemas"]["PhaseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listProjectTasks: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Only the tasks of this phase. */
                phase_id?: string;
                /** @description `true` returns only done tasks, `false` only open ones. */
                checked?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tasks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tsk_7hLh2Q",
                     *           "project_id": "prj_4f9Tq2LmZx",
                     *           "phase_id": "phs_2bAn",
                     *           "title": "Lastenheft mit den Fachbereichen abstimmen",
                     *           "description": "Anforderungen von Fertigung, Einkauf und Buchhaltung konsolidieren und vom Lenkungskreis freigeben lassen.",
                     *           "checked": false,
                     *           "status": "open",
                     *           "priority": "high",
                     *           "due_date": "2025-04-11",
                     *           "assignee": "Sabine Keller",
                     *           "depends_on": [
                     *             "tsk_6gIs8W"
                     *           ],
                     *           "position": 3,
                     *           "created_at": "2025-02-20T09:14:03Z",
                     *           "updated_at": "2025-03-28T10:02:44Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TaskList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listProjectRisks: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of risks. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RiskList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getProjectBudget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The budget. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "bdg_2sPf6K",
                     *       "project_id": "prj_4f9Tq2LmZx",
                     *       "currency": "EUR",
                     *       "total": 480000,
                     *       "contingency": 40000,
                     *       "lines": [
                     *         {
                     *           "id": "bdl_1",
                     *           "category": "software",
                     *           "label": "S/4HANA-Lizenzen (Jahr 1)",
                     *           "amount": 120000,
                     *           "phase_id": null
                     *         },
                     *         {
                     *           "id": "bdl_2",
                     *           "category": "external_services",
                     *           "label": "Implementierungspartner",
                     *           "amount": 210000,
                     *           "phase_id": "phs_4dCu"
                     *         },
                     *         {
                     *           "id": "bdl_3",
                     *           "category": "personnel",
                     *           "label": "Interne Key-User-Zeit",
                     *           "amount": 80000,
                     *           "phase_id": null
                     *         },
                     *         {
                     *           "id": "bdl_4",
                     *           "category": "training",
                     *           "label": "Schulungen Endanwender",
                     *           "amount": 30000,
                     *           "phase_id": "phs_5eTe"
                     *         }
                     *       ],
                     *       "created_at": "2025-02-20T09:14:03Z",
                     *       "updated_at": "2025-02-20T09:14:03Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Budget"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listProjectComplianceItems: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of compliance items. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ComplianceItemList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listProjectStakeholders: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of stakeholders. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StakeholderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listProjectDocuments: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    exportProject: {
        parameters: {
            query: {
                /** @description Export format. */
                format: "markdown";
            };
            header?: never;
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan as Markdown. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # ERP-Einführung bei der Müller Präzisionstechnik GmbH
                     *
                     *     **Status:** aktiv · **Fortschritt:** 18 % · **Zeitraum:** 03.03.2025 – 05.12.2025 (40 Wochen)
                     *
                     *     ## Phase 1: Projektinitialisierung (abgeschlossen)
                     *
                     *     - [x] Kick-off mit Geschäftsführung und Fachbereichen durchführen
                     *     - [x] Projektauftrag und Lenkungskreis festlegen
                     *
                     *     ## Phase 2: Ist-Analyse und Lastenheft (in Arbeit)
                     *
                     *     - [ ] Lastenheft mit den Fachbereichen abstimmen (fällig 11.04.2025, Sabine Keller, hoch)
                     *
                     *     ## Risiken
                     *
                     *     | Risiko | W | A | Score | Maßnahme |
                     *     |---|---|---|---|---|
                     *     | Unzureichende Stammdatenqualität | 4 | 4 | 16 | Stammdatenbereinigung ab Woche 6 |
                     */
                    "text/markdown": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Task id. A task of another workspace is 404 `not_found`.
                 * @example tsk_7hLh2Q
                 */
                id: components["parameters"]["TaskId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TaskUpdate"];
            };
        };
        responses: {
            /** @description The updated task. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "tsk_7hLh2Q",
                     *       "project_id": "prj_4f9Tq2LmZx",
                     *       "phase_id": "phs_2bAn",
                     *       "title": "Lastenheft mit den Fachbereichen abstimmen",
                     *       "description": "Anforderungen von Fertigung, Einkauf und Buchhaltung konsolidieren und vom Lenkungskreis freigeben lassen.",
                     *       "checked": true,
                     *       "status": "done",
                     *       "priority": "high",
                     *       "due_date": "2025-04-11",
                     *       "assignee": "Sabine Keller",
                     *       "depends_on": [
                     *         "tsk_6gIs8W"
                     *       ],
                     *       "position": 3,
                     *       "created_at": "2025-02-20T09:14:03Z",
                     *       "updated_at": "2025-04-11T15:42:10Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Only documents of this project. */
                project_id?: string;
                /** @description Only documents of this kind. */
                kind?: "plan_export" | "tool" | "agent_report" | "note" | "import";
                /** @description `body`: include every document's full Markdown text (`limit` at most 20). */
                include?: "body";
                /** @description Only documents created at or after this time (RFC 3339). */
                created_since?: string;
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of documents. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "doc_8yPx4E",
                     *           "project_id": "prj_4f9Tq2LmZx",
                     *           "title": "Statusbericht KW 15",
                     *           "kind": "agent_report",
                     *           "excerpt": "Gesamtstatus: gelb. Phase 2 (Ist-Analyse und Lastenheft) liegt eine Woche hinter Plan; Lastenheft-Freigabe verschiebt sich auf den 18.04.",
                     *           "body": "# Statusbericht KW 15\n\n**Gesamtstatus:** gelb\n\nPhase 2 (Ist-Analyse und Lastenheft) liegt eine Woche hinter Plan …",
                     *           "created_at": "2025-04-11T16:05:00Z",
                     *           "updated_at": "2025-04-11T16:05:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    searchDocuments: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "query": "Stammdaten Migration",
                 *       "project_id": "prj_4f9Tq2LmZx",
                 *       "limit": 10
                 *     }
                 */
                "application/json": components["schemas"]["DocumentSearchRequest"];
            };
        };
        responses: {
            /** @description Hits, best first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "document": {
                     *             "id": "doc_3nMg5T",
                     *             "project_id": "prj_4f9Tq2LmZx",
                     *             "title": "Migrationskonzept Stammdaten",
                     *             "kind": "note",
                     *             "excerpt": "Materialstamm, Kreditoren und Debitoren werden in drei Wellen migriert …",
                     *             "body": null,
                     *             "created_at": "2025-03-31T13:20:00Z",
                     *             "updated_at": "2025-04-03T09:12:41Z"
                     *           },
                     *           "rank": 0.607927,
                     *           "snippet": "Materialstamm, Kreditoren und Debitoren werden in drei Wellen <mark>migriert</mark>; die <mark>Stammdaten</mark>bereinigung beginnt in Woche 6 …"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["SearchHitList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "whk_2hZp9C",
                     *           "url": "https://hooks.zapier.com/hooks/catch/1234567/abcdef/",
                     *           "events": [
                     *             "task.status_changed",
                     *             "phase.completed",
                     *             "project.completed"
                     *           ],
                     *           "description": "Zapier – Fortschritt nach Slack #erp-projekt",
                     *           "active": true,
                     *           "status": "active",
                     *           "secret": null,
                     *           "last_delivery": {
                     *             "status": "succeeded",
                     *             "response_status": 200,
                     *             "attempted_at": "2025-04-11T15:42:12Z",
                     *             "attempt": 1,
                     *             "delivery_id": "dlv_9xQm3R"
                     *           },
                     *           "disabled_reason": null,
                     *           "consecutive_failures": 0,
                     *           "failing_since": null,
                     *           "created_at": "2025-03-01T08:00:00Z",
                     *           "updated_at": "2025-03-01T08:00:00Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.zapier.com/hooks/catch/1234567/abcdef/",
                 *       "events": [
                 *         "task.status_changed",
                 *         "phase.completed",
                 *         "project.completed"
                 *       ],
                 *       "description": "Zapier – Fortschritt nach Slack #erp-projekt"
                 *     }
                 */
                "application/json": components["schemas"]["WebhookCreateRequest"];
            };
        };
        responses: {
            /** @description The subscription, including its signing `secret` (shown only here). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "whk_2hZp9C",
                     *       "url": "https://hooks.zapier.com/hooks/catch/1234567/abcdef/",
                     *       "events": [
                     *         "task.status_changed",
                     *         "phase.completed",
                     *         "project.completed"
                     *       ],
                     *       "description": "Zapier – Fortschritt nach Slack #erp-projekt",
                     *       "active": true,
                     *       "status": "active",
                     *       "secret": "whsec_q8F3nV0yLk2T7mXe9RbJ4sWp1ZcH6dGu",
                     *       "last_delivery": null,
                     *       "disabled_reason": null,
                     *       "consecutive_failures": 0,
                     *       "failing_since": null,
                     *       "created_at": "2025-03-01T08:00:00Z",
                     *       "updated_at": "2025-03-01T08:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Webhook subscription id. A subscription of another workspace is 404 `not_found`.
                 * @example whk_2hZp9C
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    generatePlan: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GeneratePlanRequest"];
            };
        };
        responses: {
            /** @description The generated and stored plan. */
            201: {
                headers: {
                    /** @description The new project, `/api/v1/projects/{id}`. */
                    Location?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneratedPlan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            /**
             * @description The description names no project: no action and nothing it is done to ("Hallo!",
             *     random words, a question about the weather). Nothing is stored and no AI call is counted.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://project-planner.example/problems/not_a_project_description",
                     *       "title": "Not a project description",
                     *       "status": 422,
                     *       "detail": "The description names no project: say what should be done and to what (e.g. \"Wir führen in 22 Filialen ein neues Kassensystem ein\").",
                     *       "instance": "/api/v1/ai/generate-plan",
                     *       "code": "not_a_project_description",
                     *       "request_id": "01JD6Y3N8W3K3Q4R7T0V2X5Z8B"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    chatWithProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "Welche Risiken gefährden den Go-live im Dezember am stärksten?",
                 *       "history": [
                 *         {
                 *           "role": "user",
                 *           "content": "Wie weit ist Phase 2?"
                 *         },
                 *         {
                 *           "role": "assistant",
                 *           "content": "Phase 2 (Ist-Analyse und Lastenheft) ist zu 60 % erledigt; offen ist vor allem die Lastenheft-Freigabe."
                 *         }
                 *       ],
                 *       "locale": "de"
                 *     }
                 */
                "application/json": components["schemas"]["ChatRequest"];
            };
        };
        responses: {
            /** @description The answer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "answer": "Am kritischsten ist die Stammdatenqualität (Score 16): Ohne Bereinigung ab Woche 6 verzögert sich die Testmigration und damit der Go-live. Danach folgen die Verfügbarkeit der Key-User während der Saisonspitze (Score 12) und die Schnittstelle zum MES (Score 12).",
                     *       "citations": [
                     *         {
                     *           "document_id": "doc_3nMg5T",
                     *           "title": "Migrationskonzept Stammdaten",
                     *           "snippet": "die <mark>Stammdaten</mark>bereinigung beginnt in Woche 6 …"
                     *         }
                     *       ],
                     *       "engine": "builtin",
                     *       "model": "planner-builtin-1",
                     *       "language": "de"
                     *     }
                     */
                    "application/json": components["schemas"]["ChatResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    runTool: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
                /** @description The tool to build. */
                tool: "raci" | "swot" | "risk-matrix" | "risk_matrix" | "gantt";
            };
            cookie?: never;
        };
        /** @description Optional. Send nothing or `{}` to use the project's locale. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "locale": "de"
                 *     }
                 */
                "application/json": components["schemas"]["ToolRequest"];
            };
        };
        responses: {
            /** @description The tool as JSON. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tool": "raci",
                     *       "project_id": "prj_4f9Tq2LmZx",
                     *       "result": {
                     *         "roles": [
                     *           "Geschäftsführung",
                     *           "Projektleitung",
                     *           "IT-Leitung",
                     *           "Key-User Fertigung",
                     *           "Implementierungspartner"
                     *         ],
                     *         "rows": [
                     *           {
                     *             "task_id": "tsk_7hLh2Q",
                     *             "task": "Lastenheft mit den Fachbereichen abstimmen",
                     *             "phase_id": "phs_2bAn",
                     *             "basis": "delivery",
                     *             "responsible": [
                     *               "Projektleitung"
                     *             ],
                     *             "accountable": "Geschäftsführung",
                     *             "consulted": [
                     *               "Key-User Fertigung",
                     *               "IT-Leitung"
                     *             ],
                     *             "informed": [
                     *               "Implementierungspartner"
                     *             ]
                     *           }
                     *         ]
                     *       },
                     *       "markdown": "| Aufgabe | Geschäftsführung | Projektleitung | IT-Leitung | Key-User Fertigung | Implementierungspartner |\n|---|---|---|---|---|---|\n| Lastenheft mit den Fachbereichen abstimmen | A | R | C | C | I |\n",
                     *       "document_id": "doc_9qRc2V",
                     *       "engine": "builtin",
                     *       "model": "planner-builtin-1"
                     *     }
                     */
                    "application/json": components["schemas"]["ToolResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    runToolMarkdown: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
                /** @description The tool to build. */
                tool: "raci" | "swot" | "risk-matrix" | "risk_matrix" | "gantt";
            };
            cookie?: never;
        };
        /** @description Optional. Send nothing or `{}` to use the project's locale. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "locale": "de"
                 *     }
                 */
                "application/json": components["schemas"]["ToolRequest"];
            };
        };
        responses: {
            /** @description The tool as Markdown. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example | Aufgabe | Geschäftsführung | Projektleitung | IT-Leitung | Key-User Fertigung | Implementierungspartner |
                     *     |---|---|---|---|---|---|
                     *     | Lastenheft mit den Fachbereichen abstimmen | A | R | C | C | I |
                     */
                    "text/markdown": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    runAgent: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
                /** @description The agent to run. */
                task: "status_report" | "risk_review" | "compliance_check" | "budget_review" | "kickoff_brief";
            };
            cookie?: never;
        };
        /** @description Optional. Send nothing or `{}` for the defaults. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "locale": "de",
                 *       "instructions": "Für den Lenkungskreis am Freitag, maximal eine Seite, Fokus auf Termine."
                 *     }
                 */
                "application/json": components["schemas"]["AgentRequest"];
            };
        };
        responses: {
            /** @description The finished run. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "run_id": "run_5kSr7B",
                     *       "task": "status_report",
                     *       "project_id": "prj_4f9Tq2LmZx",
                     *       "status": "completed",
                     *       "markdown": "# Statusbericht KW 15\n\n**Gesamtstatus:** gelb\n\n- Fortschritt: 18 % (8 von 44 Aufgaben)\n- Phase 2 liegt eine Woche hinter Plan; Lastenheft-Freigabe neu am 18.04.\n\n## Nächste Schritte\n1. Lastenheft im Lenkungskreis freigeben\n2. Stammdatenbereinigung starten\n",
                     *       "result": {
                     *         "today": "2025-04-11",
                     *         "progress": {
                     *           "done": 8,
                     *           "total": 44,
                     *           "ratio": 0.18
                     *         },
                     *         "phases": [
                     *           {
                     *             "id": "phs_1aKi",
                     *             "name": "Projektinitialisierung",
                     *             "status": "completed",
                     *             "done": 6,
                     *             "total": 6,
                     *             "ratio": 1
                     *           },
                     *           {
                     *             "id": "phs_2bAn",
                     *             "name": "Ist-Analyse und Lastenheft",
                     *             "status": "in_progress",
                     *             "done": 2,
                     *             "total": 8,
                     *             "ratio": 0.25
                     *           }
                     *         ],
                     *         "completed_task_ids": [
                     *           "tsk_6gIs8W"
                     *         ],
                     *         "overdue_task_ids": [
                     *           "tsk_7hLh2Q"
                     *         ],
                     *         "top_risk_ids": [
                     *           "rsk_3vDq8N"
                     *         ],
                     *         "open_compliance_ids": [
                     *           "cmp_5tGd1H"
                     *         ],
                     *         "next_task_ids": [
                     *           "tsk_7hLh2Q",
                     *           "tsk_8iMj3R"
                     *         ],
                     *         "budget": {
                     *           "currency": "EUR",
                     *           "total": 480000,
                     *           "contingency": 40000
                     *         }
                     *       },
                     *       "document_id": "doc_8yPx4E",
                     *       "engine": "builtin",
                     *       "model": "planner-builtin-1",
                     *       "created_at": "2025-04-11T16:05:00Z",
                     *       "added_risk_ids": []
                     *     }
                     */
                    "application/json": components["schemas"]["AgentRun"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    runAgentMarkdown: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
                /** @description The agent to run. */
                task: "status_report" | "risk_review" | "compliance_check" | "budget_review" | "kickoff_brief";
            };
            cookie?: never;
        };
        /** @description Optional. Send nothing or `{}` for the defaults. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "locale": "de",
                 *       "instructions": "Für den Lenkungskreis am Freitag, maximal eine Seite, Fokus auf Termine."
                 *     }
                 */
                "application/json": components["schemas"]["AgentRequest"];
            };
        };
        responses: {
            /** @description The report as Markdown. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # Statusbericht KW 15
                     *
                     *     **Gesamtstatus:** gelb
                     *
                     *     - Fortschritt: 18 % (8 von 44 Aufgaben)
                     *     - Phase 2 liegt eine Woche hinter Plan; Lastenheft-Freigabe neu am 18.04.
                     */
                    "text/markdown": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getRecommendations: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you choose, such as a UUID. The gateway keeps it for 24 h per API key. A
                 *     retry with the same key and body replays the first response
                 *     (`Idempotency-Replayed: true`) without running or charging again. The same key with
                 *     a different body is 409 `idempotency_conflict`.
                 * @example 9b2f3c1e-6a4d-4f7e-9a51-0c8d2e7b6f14
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description Project id. A project of another workspace is 404 `not_found`.
                 * @example prj_4f9Tq2LmZx
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        /** @description Optional. Send nothing or `{}` for the defaults. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "locale": "en",
                 *       "limit": 5
                 *     }
                 */
                "application/json": components["schemas"]["RecommendationsRequest"];
            };
        };
        responses: {
            /** @description Recommendations, most important first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotency-Replayed": components["headers"]["Idempotency-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "rec_1",
                     *           "category": "risk",
                     *           "title": "Assign an owner to the master-data risk",
                     *           "rationale": "The risk \"Insufficient master-data quality\" scores 16 of 25 but has neither an owner nor a mitigation. Plan the data cleansing from week 6 and name one owner per data object.",
                     *           "priority": "high",
                     *           "related_ids": [
                     *             "rsk_3vDq8N"
                     *           ]
                     *         },
                     *         {
                     *           "id": "rec_2",
                     *           "category": "compliance",
                     *           "title": "Close the data processing agreement before the data migration",
                     *           "rationale": "The compliance item \"GDPR Art. 28 agreement\" is open and due in 3 weeks, before the test migration in phase 4.",
                     *           "priority": "high",
                     *           "related_ids": [
                     *             "cmp_5tGd1H"
                     *           ]
                     *         }
                     *       ],
                     *       "engine": "builtin",
                     *       "model": "planner-builtin-1"
                     *     }
                     */
                    "application/json": components["schemas"]["Recommendations"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
                /** @description Language of titles and descriptions (BCP 47); default English. */
                locale?: components["schemas"]["Locale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agents. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "task": "status_report",
                     *           "title": "Status report",
                     *           "description": "Overall status (traffic light), progress per phase, completed and overdue tasks, top risks, open compliance items and next steps.",
                     *           "produces": "A Markdown status report and its figures."
                     *         },
                     *         {
                     *           "task": "risk_review",
                     *           "title": "Risk review",
                     *           "description": "Reviews scores, owners and mitigations of all risks and adds the risks the plan suggests but the register lacks.",
                     *           "produces": "A review per risk; new risks are stored (risk.added)."
                     *         },
                     *         {
                     *           "task": "compliance_check",
                     *           "title": "Compliance check",
                     *           "description": "Compares the compliance items with the regulation library for the project's country, industry and size.",
                     *           "produces": "Missing, overdue, open and undetermined obligations."
                     *         },
                     *         {
                     *           "task": "budget_review",
                     *           "title": "Budget review",
                     *           "description": "Total, contingency share, lines by category and spending per phase.",
                     *           "produces": "A Markdown budget review and its figures."
                     *         },
                     *         {
                     *           "task": "kickoff_brief",
                     *           "title": "Kickoff brief",
                     *           "description": "Goals, scope, phases, roles and the first two weeks, ready for the kickoff meeting.",
                     *           "produces": "A Markdown brief for the kickoff meeting."
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["AgentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listComplianceRules: {
        parameters: {
            query?: {
                /** @description Country the company operates in. */
                country?: "DE" | "AT" | "CH";
                /** @description The company's industry. `all` returns only cross-industry rules. */
                industry?: "all" | "manufacturing" | "retail" | "it_software" | "telecommunications" | "finance" | "insurance" | "health" | "pharma" | "energy" | "construction" | "public_sector" | "transport_logistics" | "food" | "chemicals" | "automotive" | "professional_services" | "hospitality" | "education" | "real_estate" | "media";
                /** @description EU size class (Recommendation 2003/361/EC): `micro` < 10 employees, `small` < 50, `medium` < 250, `large` otherwise (with the turnover / balance-sheet ceilings of the recommendation). */
                company_size?: "micro" | "small" | "medium" | "large";
                /** @description Headcount (annual work units). Decides employee thresholds exactly. */
                employees?: number;
                /** @description Annual turnover in EUR. Decides turnover thresholds exactly. */
                turnover_eur?: number;
                /** @description Balance-sheet total in EUR. Decides balance-sheet thresholds exactly. */
                balance_sheet_eur?: number;
                /** @description Annual final energy consumption in GWh (average of the last three years where the law says so). Decides energy-consumption thresholds (EnEfG, Swiss large-consumer rules). */
                energy_consumption_gwh?: number;
                /** @description Headcount of the company with its linked enterprises (the group); at least `employees`. Decides thresholds counted at group level. */
                group_employees?: number;
                /** @description Annual turnover in EUR of the company with its linked enterprises; at least `turnover_eur`. Decides turnover thresholds counted at group level. */
                group_turnover_eur?: number;
                /** @description Only rules of this topic. */
                topic?: "data_protection" | "whistleblowing" | "supply_chain" | "sustainability_reporting" | "cyber_security" | "critical_infrastructure" | "accessibility" | "occupational_safety" | "working_time" | "minimum_wage" | "bookkeeping_retention" | "e_invoicing" | "product_safety" | "packaging" | "ai_regulation" | "anti_money_laundering" | "financial_services" | "health_sector" | "energy_sector" | "construction_sector" | "public_procurement" | "employment" | "corporate_governance" | "environment" | "tax";
                /**
                 * @description Sector, role and activity facts the company has, comma-separated values of
                 *     `CompanyActivity` (case-insensitive), given once: `activities=financial_sector_entity,listed_company`.
                 *     An unknown value is a 400 naming the allowed ones.
                 */
                activities?: string;
                /**
                 * @description Facts the company is known not to have, in the same form as `activities`. Only a
                 *     denied fact lets the figures exclude a rule that the fact could make apply; a
                 *     fact in both lists is a 400.
                 */
                absent_activities?: string;
                /** @description Free-text filter over code, title (de/en), summary and legal reference. */
                q?: string;
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applicable rules. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "de-hinschg",
                     *           "code": "HinSchG",
                     *           "title": {
                     *             "de": "Hinweisgeberschutzgesetz",
                     *             "en": "Whistleblower Protection Act"
                     *           },
                     *           "jurisdiction": "DE",
                     *           "countries": [
                     *             "DE"
                     *           ],
                     *           "industries": [
                     *             "all"
                     *           ],
                     *           "topic": "whistleblowing",
                     *           "applicability": {
                     *             "logic": "and",
                     *             "min_met": 0,
                     *             "thresholds": [
                     *               {
                     *                 "metric": "employees",
                     *                 "value": 50,
                     *                 "currency": null,
                     *                 "comparison": "gte",
                     *                 "count": null
                     *               }
                     *             ],
                     *             "note": {
                     *               "de": "Beschäftigungsgeber mit in der Regel mindestens 50 Beschäftigten; unabhängig von der Zahl der Beschäftigten u. a. Wertpapierdienstleistungsunternehmen, Kredit- und Finanzdienstleistungsinstitute und Versicherungen (§ 12 Abs. 3 HinSchG).",
                     *               "en": "Employers with as a rule at least 50 employees; regardless of headcount, among others investment firms, credit and financial services institutions and insurers (s. 12(3) HinSchG)."
                     *             },
                     *             "overrides": [
                     *               {
                     *                 "activity": "financial_sector_entity",
                     *                 "legal_basis": "§ 12 Abs. 3 HinSchG"
                     *               }
                     *             ],
                     *             "requires_any": [],
                     *             "excluded_if_any": [],
                     *             "overrides_checked": true,
                     *             "obligations": []
                     *           },
                     *           "summary": {
                     *             "de": "Beschäftigungsgeber mit mindestens 50 Beschäftigten und Finanzunternehmen jeder Größe müssen eine interne Meldestelle betreiben.",
                     *             "en": "Employers with at least 50 employees and financial-sector entities of any size must operate an internal reporting channel."
                     *           },
                     *           "obligations": [
                     *             {
                     *               "de": "Interne Meldestelle einrichten (§ 12 HinSchG)",
                     *               "en": "Set up an internal reporting channel (s. 12 HinSchG)"
                     *             },
                     *             {
                     *               "de": "Eingangsbestätigung binnen 7 Tagen, Rückmeldung binnen 3 Monaten (§ 17 HinSchG)",
                     *               "en": "Acknowledge within 7 days, give feedback within 3 months (s. 17 HinSchG)"
                     *             }
                     *           ],
                     *           "authority": "Bundesamt für Justiz",
                     *           "legal_reference": "HinSchG vom 31.05.2023, BGBl. 2023 I Nr. 140",
                     *           "effective_date": "2023-07-02",
                     *           "amendments": [],
                     *           "source_url": "https://www.gesetze-im-internet.de/hinschg/",
                     *           "sources": [
                     *             {
                     *               "url": "https://www.gesetze-im-internet.de/hinschg/",
                     *               "title": "",
                     *               "secondary": false
                     *             }
                     *           ],
                     *           "verified_at": "2026-11-21",
                     *           "unverified": [],
                     *           "applies_from": null,
                     *           "transposition_pending": null,
                     *           "match": {
                     *             "status": "applies",
                     *             "deciding_figures": [],
                     *             "missing_figures": [],
                     *             "deciding_activities": [
                     *               "financial_sector_entity"
                     *             ],
                     *             "questions": [],
                     *             "obligations": [],
                     *             "extraterritorial": null,
                     *             "applies_from": null,
                     *             "transposition_pending": null
                     *           },
                     *           "data_version": "2026.11.1"
                     *         }
                     *       ],
                     *       "has_more": true,
                     *       "next_cursor": "eyJjIjoiREUtSElOU0NIRyJ9"
                     *     }
                     */
                    "application/json": components["schemas"]["ComplianceRuleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    listProjectTemplates: {
        parameters: {
            query?: {
                /** @description Only templates for this industry, plus the generic ones. */
                industry?: "all" | "manufacturing" | "retail" | "it_software" | "telecommunications" | "finance" | "insurance" | "health" | "pharma" | "energy" | "construction" | "public_sector" | "transport_logistics" | "food" | "chemicals" | "automotive" | "professional_services" | "hospitality" | "education" | "real_estate" | "media";
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The `next_cursor` of the previous page. It is opaque and signed; send it back unchanged, with the same filters. A cursor this API did not issue for this list, with these path parameters and filters, to this workspace is 400 `invalid_cursor`. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of templates. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "tpl_erp_introduction",
                     *           "key": "erp_introduction",
                     *           "name": {
                     *             "de": "ERP-Einführung",
                     *             "en": "ERP introduction"
                     *           },
                     *           "description": {
                     *             "de": "Auswahl und Einführung eines ERP-Systems inkl. Datenmigration und Schulung.",
                     *             "en": "Selection and rollout of an ERP system including data migration and training."
                     *           },
                     *           "industries": [
                     *             "manufacturing",
                     *             "retail",
                     *             "transport_logistics",
                     *             "food",
                     *             "chemicals",
                     *             "automotive"
                     *           ],
                     *           "default_timeline_weeks": 40,
                     *           "phases": [
                     *             {
                     *               "key": "initiation",
                     *               "name": {
                     *                 "de": "Projektinitialisierung",
                     *                 "en": "Project initiation"
                     *               },
                     *               "share": 0.075,
                     *               "tasks": [
                     *                 {
                     *                   "title": {
                     *                     "de": "Kick-off durchführen",
                     *                     "en": "Hold the kickoff"
                     *                   },
                     *                   "priority": "high",
                     *                   "role": "Projektleitung"
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "key": "analysis",
                     *               "name": {
                     *                 "de": "Ist-Analyse und Lastenheft",
                     *                 "en": "Current-state analysis and requirements"
                     *               },
                     *               "share": 0.125,
                     *               "tasks": [
                     *                 {
                     *                   "title": {
                     *                     "de": "Lastenheft abstimmen",
                     *                     "en": "Agree on the requirements specification"
                     *                   },
                     *                   "priority": "high",
                     *                   "role": "Projektleitung"
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "compliance_topics": [
                     *             "data_protection",
                     *             "bookkeeping_retention",
                     *             "e_invoicing"
                     *           ]
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["TemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage of the current month. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "workspace": {
                     *         "id": "ws_8KcQ2mVx",
                     *         "name": "Müller Präzisionstechnik GmbH"
                     *       },
                     *       "key": {
                     *         "id": "key_3Hq9TzLmWp2XyB7c",
                     *         "scope": "read"
                     *       },
                     *       "plan": "pro",
                     *       "period": {
                     *         "start": "2025-04-01T00:00:00Z",
                     *         "end": "2025-05-01T00:00:00Z"
                     *       },
                     *       "api_calls": {
                     *         "used": 412,
                     *         "limit": 2000,
                     *         "remaining": 1588
                     *       },
                     *       "ai_calls": {
                     *         "used": 17,
                     *         "limit": 50,
                     *         "remaining": 33
                     *       },
                     *       "rate_limit": {
                     *         "limit": 120,
                     *         "window_seconds": 60,
                     *         "remaining": 118
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Usage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            429: components["responses"]["TooManyRequests"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
            503: components["responses"]["UpstreamUnavailable"];
            504: components["responses"]["UpstreamTimeout"];
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example openapi: 3.0.3
                     *     info:
                     *       title: Project Planner API
                     *       ...
                     */
                    "application/yaml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            417: components["responses"]["ExpectationFailed"];
            431: components["responses"]["HeadersTooLarge"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
}
