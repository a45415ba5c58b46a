{{/*
Shared templates. Every per-component object (Deployment, Service, the gRPC components' headless
Service, ServiceAccount, ConfigMap, PodDisruptionBudget, HorizontalPodAutoscaler, NetworkPolicy)
is one template here, rendered once per entry of .Values.components by the files in this directory.
*/}}

{{- define "planner.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "planner.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{/* Name of a component's objects: <fullname>-<component>. */}}
{{- define "planner.componentName" -}}
{{- printf "%s-%s" (include "planner.fullname" .root) .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "planner.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
app.kubernetes.io/name: {{ include "planner.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: project-planner
{{- end -}}

{{/* Selects every pod of this release (all components). */}}
{{- define "planner.releaseSelector" -}}
app.kubernetes.io/name: {{ include "planner.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* Selects one component's pods. Arguments: dict root, name. */}}
{{- define "planner.selectorLabels" -}}
{{ include "planner.releaseSelector" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "planner.componentLabels" -}}
{{ include "planner.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/*
What each component is, as opposed to how it is tuned (values): its entry point, the name and
environment variable of its serving port, the secret keys it reads, which dependencies it
talks to, and whether it calls out over HTTPS.
*/}}
{{- define "planner.componentFacts" -}}
gateway:
  script: gateway/dist/main.js
  portName: http
  portEnv: PORT
  secretKeys: [API_KEY_PEPPER]
  dependencies: [postgresql, redis, nats]
  https: false
project:
  script: services/project/dist/main.js
  portName: grpc
  portEnv: GRPC_PORT
  secretKeys: [CURSOR_SECRET]
  dependencies: [postgresql, nats]
  https: false
ai:
  script: services/ai/dist/main.js
  portName: grpc
  portEnv: GRPC_PORT
  secretKeys: [OPENAI_API_KEY]
  dependencies: []
  https: true
compliance:
  script: services/compliance/dist/main.js
  portName: grpc
  portEnv: GRPC_PORT
  secretKeys: [CURSOR_SECRET]
  dependencies: [postgresql]
  https: false
webhook:
  script: services/webhook/dist/main.js
  portName: grpc
  portEnv: GRPC_PORT
  secretKeys: [CURSOR_SECRET, WEBHOOK_SECRET_KEY, WEBHOOK_SECRET_KEYS_PREVIOUS]
  dependencies: [postgresql, nats]
  https: true
{{- end -}}

{{/* The facts of one component. Arguments: dict root, name. */}}
{{- define "planner.facts" -}}
{{- $all := include "planner.componentFacts" . | fromYaml -}}
{{- $facts := required (printf "components.%s: no such component (gateway, project, ai, compliance, webhook)" .name) (get $all .name) -}}
{{- toYaml $facts -}}
{{- end -}}

{{- define "planner.image" -}}
{{- $image := .Values.image -}}
{{- if $image.digest -}}
{{- printf "%s@%s" $image.repository $image.digest -}}
{{- else -}}
{{- printf "%s:%s" $image.repository (required "image.tag or image.digest is required" $image.tag) -}}
{{- end -}}
{{- end -}}

{{- define "planner.secretName" -}}
{{- default (printf "%s-secrets" (include "planner.fullname" .)) .Values.secrets.existingSecret -}}
{{- end -}}

{{/* Name of a gRPC component's headless Service: <fullname>-<component>-grpc. Arguments: dict root, name. */}}
{{- define "planner.grpcServiceName" -}}
{{- printf "%s-grpc" (include "planner.componentName" . | trunc 58 | trimSuffix "-") -}}
{{- end -}}

{{/*
gRPC target of a component, for the other components: its headless Service through grpc's DNS
resolver, so a client learns every ready pod and spreads calls over them (a ClusterIP would pin
each client connection to one pod). A headless Service does not map ports: the port is the
container's. Arguments: dict root, name.
*/}}
{{- define "planner.serviceAddress" -}}
{{- $component := get .root.Values.components .name -}}
{{- printf "dns:///%s:%v" (include "planner.grpcServiceName" .) $component.port -}}
{{- end -}}

{{- define "planner.redisUrl" -}}
{{- $redis := .Values.redis -}}
{{- $credentials := ternary (printf "%s:$(REDIS_PASSWORD)@" $redis.username) "" $redis.auth -}}
{{- printf "%s://%s%s:%v/%v" (ternary "rediss" "redis" $redis.tls) $credentials $redis.host $redis.port $redis.database -}}
{{- end -}}

{{- define "planner.natsUrl" -}}
{{- $nats := .Values.nats -}}
{{- $credentials := ternary (printf "%s:$(NATS_PASSWORD)@" $nats.user) "" $nats.auth -}}
{{- printf "%s://%s%s:%v" (ternary "tls" "nats" $nats.tls) $credentials $nats.host $nats.port -}}
{{- end -}}

{{/*
Configuration every component shares; the ConfigMap holds it and the migration Job (a hook,
created before the ConfigMap exists) gets the same map as plain env. No password appears
here: PGPASSWORD comes from the secret (node-postgres reads it when the URL has none), and
URLs with credentials are composed in the pod from $(REDIS_PASSWORD) / $(NATS_PASSWORD).
*/}}
{{- define "planner.sharedConfig" -}}
{{- $pg := .Values.postgresql -}}
NODE_ENV: production
HOST: 0.0.0.0
LOG_LEVEL: {{ .Values.config.logLevel | quote }}
DATABASE_URL: {{ printf "postgres://%s@%s:%v/%s" $pg.user $pg.host $pg.port $pg.database | quote }}
PGSSLMODE: {{ $pg.sslMode | quote }}
{{- if not .Values.redis.auth }}
REDIS_URL: {{ include "planner.redisUrl" . | quote }}
{{- end }}
{{- if not .Values.nats.auth }}
NATS_URL: {{ include "planner.natsUrl" . | quote }}
{{- end }}
EVENTS_STREAM: {{ .Values.nats.eventsStream | quote }}
EVENTS_SUBJECT_PREFIX: {{ .Values.nats.eventsSubjectPrefix | quote }}
EVENTS_STREAM_REPLICAS: {{ .Values.nats.streamReplicas | quote }}
PROJECT_SERVICE_ADDR: {{ include "planner.serviceAddress" (dict "root" . "name" "project") | quote }}
AI_SERVICE_ADDR: {{ include "planner.serviceAddress" (dict "root" . "name" "ai") | quote }}
COMPLIANCE_SERVICE_ADDR: {{ include "planner.serviceAddress" (dict "root" . "name" "compliance") | quote }}
WEBHOOK_SERVICE_ADDR: {{ include "planner.serviceAddress" (dict "root" . "name" "webhook") | quote }}
{{- with .Values.tracing.endpoint }}
OTEL_EXPORTER_OTLP_ENDPOINT: {{ . | quote }}
OTEL_EXPORTER_OTLP_PROTOCOL: "http/protobuf"
OTEL_TRACES_SAMPLER_ARG: {{ $.Values.tracing.sampleRatio | quote }}
{{- end }}
{{- range $key, $value := .Values.config.env }}
{{ $key }}: {{ $value | quote }}
{{- end }}
{{- end -}}

{{/* One secretKeyRef env entry. Arguments: dict root, key, optional. */}}
{{- define "planner.secretEnv" -}}
- name: {{ .key }}
  valueFrom:
    secretKeyRef:
      name: {{ include "planner.secretName" .root }}
      key: {{ .key }}
      optional: {{ .optional }}
{{- end -}}

{{/*
Secret env of a workload: the keys it reads, plus the credentials of the dependencies it
talks to, and the URLs composed from them. Arguments: dict root, secretKeys, dependencies.
*/}}
{{- define "planner.credentialsEnv" -}}
{{- $root := .root -}}
{{- range .secretKeys }}
{{ include "planner.secretEnv" (dict "root" $root "key" . "optional" (has . (list "OPENAI_API_KEY" "WEBHOOK_SECRET_KEYS_PREVIOUS"))) }}
{{- end }}
{{- if has "postgresql" .dependencies }}
{{ include "planner.secretEnv" (dict "root" $root "key" "PGPASSWORD" "optional" true) }}
{{- end }}
{{- if and (has "redis" .dependencies) $root.Values.redis.auth }}
{{ include "planner.secretEnv" (dict "root" $root "key" "REDIS_PASSWORD" "optional" false) }}
- name: REDIS_URL
  value: {{ include "planner.redisUrl" $root | quote }}
{{- end }}
{{- if and (has "nats" .dependencies) $root.Values.nats.auth }}
{{ include "planner.secretEnv" (dict "root" $root "key" "NATS_PASSWORD" "optional" false) }}
- name: NATS_URL
  value: {{ include "planner.natsUrl" $root | quote }}
{{- end }}
{{- end -}}

{{- define "planner.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
fsGroup: 1000
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "planner.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
privileged: false
capabilities:
  drop: [ALL]
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{/* The writable /tmp of a read-only container (npm's cache for the admin CLI lives there too). */}}
{{- define "planner.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: 64Mi
{{- end -}}

{{- define "planner.tmpMount" -}}
- name: tmp
  mountPath: /tmp
{{- end -}}

{{- define "planner.imagePullSecrets" -}}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end -}}

{{/* Arguments: dict root, name, component. */}}
{{- define "planner.serviceAccount" -}}
apiVersion: v1
kind: ServiceAccount
metadata:
  name: {{ include "planner.componentName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
  {{- with .root.Values.serviceAccount.annotations }}
  annotations:
    {{- toYaml . | nindent 4 }}
  {{- end }}
automountServiceAccountToken: {{ .root.Values.serviceAccount.automountToken }}
{{- end -}}

{{/* Arguments: dict root, name, component. */}}
{{- define "planner.componentConfigMap" -}}
{{- $facts := include "planner.facts" . | fromYaml -}}
apiVersion: v1
kind: ConfigMap
metadata:
  name: {{ include "planner.componentName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
data:
  {{ $facts.portEnv }}: {{ .component.port | quote }}
  MANAGEMENT_PORT: {{ .component.managementPort | quote }}
  {{- range $key, $value := .component.env }}
  {{ $key }}: {{ $value | quote }}
  {{- end }}
{{- end -}}

{{/* Arguments: dict root, name, component. */}}
{{- define "planner.deployment" -}}
{{- $root := .root -}}
{{- $component := .component -}}
{{- $facts := include "planner.facts" . | fromYaml -}}
{{- $selector := include "planner.selectorLabels" . -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ include "planner.componentName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
spec:
  {{- if not $root.Values.autoscaling.enabled }}
  replicas: {{ $component.replicas }}
  {{- end }}
  revisionHistoryLimit: 5
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 25%
      maxUnavailable: 0
  selector:
    matchLabels:
      {{- $selector | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "planner.componentLabels" . | nindent 8 }}
        {{- with $root.Values.podLabels }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
      annotations:
        # Configuration changes roll the pods.
        checksum/config: {{ printf "%s\n%s" (include "planner.sharedConfig" $root) (include "planner.componentConfigMap" .) | sha256sum }}
        {{- if not $root.Values.secrets.existingSecret }}
        checksum/secret: {{ include "planner.secret" $root | sha256sum }}
        {{- end }}
        {{- with $root.Values.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include "planner.componentName" . }}
      automountServiceAccountToken: {{ $root.Values.serviceAccount.automountToken }}
      {{- with include "planner.imagePullSecrets" $root | trim }}
      {{- . | nindent 6 }}
      {{- end }}
      terminationGracePeriodSeconds: {{ $component.terminationGracePeriodSeconds }}
      securityContext:
        {{- include "planner.podSecurityContext" $root | nindent 8 }}
      {{- if $root.Values.topologySpread.enabled }}
      topologySpreadConstraints:
        {{- range $root.Values.topologySpread.topologyKeys }}
        - topologyKey: {{ . }}
          maxSkew: {{ $root.Values.topologySpread.maxSkew }}
          whenUnsatisfiable: {{ $root.Values.topologySpread.whenUnsatisfiable }}
          labelSelector:
            matchLabels:
              {{- $selector | nindent 14 }}
        {{- end }}
      {{- end }}
      {{- with $component.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $component.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $component.affinity }}
      affinity:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - name: {{ .name }}
          image: {{ include "planner.image" $root | quote }}
          imagePullPolicy: {{ $root.Values.image.pullPolicy }}
          args: [{{ $facts.script | quote }}]
          ports:
            - name: {{ $facts.portName }}
              containerPort: {{ $component.port }}
              protocol: TCP
            - name: management
              containerPort: {{ $component.managementPort }}
              protocol: TCP
          envFrom:
            - configMapRef:
                name: {{ include "planner.fullname" $root }}-config
            - configMapRef:
                name: {{ include "planner.componentName" . }}
          {{- $credentials := include "planner.credentialsEnv" (dict "root" $root "secretKeys" $facts.secretKeys "dependencies" $facts.dependencies) | trim }}
          {{- $tracing := include "planner.tracingEnv" (dict "root" $root "name" .name) | trim }}
          {{- if or $credentials $tracing }}
          env:
            {{- with $credentials }}
            {{- . | nindent 12 }}
            {{- end }}
            {{- with $tracing }}
            {{- . | nindent 12 }}
            {{- end }}
          {{- end }}
          startupProbe:
            httpGet: { path: /healthz, port: management }
            {{- toYaml $root.Values.probes.startup | nindent 12 }}
          readinessProbe:
            httpGet: { path: /readyz, port: management }
            {{- toYaml $root.Values.probes.readiness | nindent 12 }}
          livenessProbe:
            httpGet: { path: /healthz, port: management }
            {{- toYaml $root.Values.probes.liveness | nindent 12 }}
          resources:
            {{- toYaml $component.resources | nindent 12 }}
          securityContext:
            {{- include "planner.containerSecurityContext" $root | nindent 12 }}
          volumeMounts:
            {{- include "planner.tmpMount" $root | nindent 12 }}
      volumes:
        {{- include "planner.tmpVolume" $root | nindent 8 }}
{{- end -}}

{{/* Arguments: dict root, name, component. */}}
{{- define "planner.service" -}}
{{- $facts := include "planner.facts" . | fromYaml -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "planner.componentName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
spec:
  type: ClusterIP
  selector:
    {{- include "planner.selectorLabels" . | nindent 4 }}
  ports:
    - name: {{ $facts.portName }}
      port: {{ .component.port }}
      targetPort: {{ $facts.portName }}
      protocol: TCP
      {{- if eq $facts.portName "grpc" }}
      appProtocol: grpc
      {{- end }}
    - name: management
      port: {{ .component.managementPort }}
      targetPort: management
      protocol: TCP
{{- end -}}

{{/*
The headless Service of a gRPC component: DNS answers with the address of each ready pod (the
clients balance over them). Labelled as such so the ServiceMonitor skips it (no management port).
Arguments: dict root, name, component.
*/}}
{{- define "planner.grpcHeadlessService" -}}
apiVersion: v1
kind: Service
metadata:
  name: {{ include "planner.grpcServiceName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
    {{ include "planner.headlessLabelKey" . }}: "true"
spec:
  clusterIP: None
  selector:
    {{- include "planner.selectorLabels" . | nindent 4 }}
  ports:
    - name: grpc
      port: {{ .component.port }}
      targetPort: grpc
      protocol: TCP
      appProtocol: grpc
{{- end -}}

{{/* The label that marks the headless Services; the ServiceMonitor selects Services without it. */}}
{{- define "planner.headlessLabelKey" -}}
project-planner/headless
{{- end -}}

{{/* Arguments: dict root, name, component. */}}
{{- define "planner.podDisruptionBudget" -}}
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {{ include "planner.componentName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
spec:
  maxUnavailable: {{ .root.Values.podDisruptionBudget.maxUnavailable }}
  selector:
    matchLabels:
      {{- include "planner.selectorLabels" . | nindent 6 }}
{{- end -}}

{{/* Arguments: dict root, name, component. */}}
{{- define "planner.horizontalPodAutoscaler" -}}
{{- $settings := merge (deepCopy (default dict .component.autoscaling)) (omit .root.Values.autoscaling "enabled") -}}
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {{ include "planner.componentName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {{ include "planner.componentName" . }}
  minReplicas: {{ $settings.minReplicas }}
  maxReplicas: {{ $settings.maxReplicas }}
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: {{ $settings.targetCPUUtilizationPercentage }}
{{- end -}}

{{/* Egress rule to one port of a list of peers (empty: any destination). Arguments: dict port, protocols, to. */}}
{{/*
With tracing on, what each pod adds to the resource of its spans (OTEL_RESOURCE_ATTRIBUTES,
read at start): the release, the version and the pod. Processes name their service themselves
(gateway, project-service, …), as locally. Arguments: dict root, name.
*/}}
{{- define "planner.tracingEnv" -}}
{{- if .root.Values.tracing.endpoint }}
- name: POD_NAME
  valueFrom:
    fieldRef:
      fieldPath: metadata.name
- name: OTEL_RESOURCE_ATTRIBUTES
  value: {{ printf "service.namespace=%s,service.version=%s,k8s.namespace.name=%s,k8s.pod.name=$(POD_NAME),service.instance.id=$(POD_NAME)" (include "planner.fullname" .root) .root.Chart.AppVersion .root.Release.Namespace | quote }}
{{- end }}
{{- end -}}

{{/* The port of tracing.endpoint (its scheme's default when it names none). */}}
{{- define "planner.otlpPort" -}}
{{- $url := urlParse .Values.tracing.endpoint -}}
{{- $host := $url.host -}}
{{- if regexMatch ":[0-9]+$" $host -}}
{{- regexFind "[0-9]+$" $host -}}
{{- else -}}
{{- ternary "443" "80" (eq $url.scheme "https") -}}
{{- end -}}
{{- end -}}

{{- define "planner.egressRule" -}}
- ports:
    {{- range .protocols }}
    - port: {{ $.port }}
      protocol: {{ . }}
    {{- end }}
  {{- with .to }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}

{{/*
Ingress: the gateway's public port from anywhere (or networkPolicy.ingressFrom); every serving
port from the other pods of the release; the management port from networkPolicy.metricsFrom.
Egress: DNS, the release's own pods, each dependency the component talks to, HTTPS where needed.
Arguments: dict root, name, component.
*/}}
{{- define "planner.networkPolicy" -}}
{{- $root := .root -}}
{{- $policy := $root.Values.networkPolicy -}}
{{- $facts := include "planner.facts" . | fromYaml -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "planner.componentName" . }}
  labels:
    {{- include "planner.componentLabels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "planner.selectorLabels" . | nindent 6 }}
  policyTypes: [Ingress, Egress]
  ingress:
    {{- if eq .name "gateway" }}
    - ports:
        - port: {{ $facts.portName }}
          protocol: TCP
      {{- with $policy.ingressFrom }}
      from:
        {{- toYaml . | nindent 8 }}
      {{- end }}
    {{- else }}
    - ports:
        - port: {{ $facts.portName }}
          protocol: TCP
      from:
        - podSelector:
            matchLabels:
              {{- include "planner.releaseSelector" $root | nindent 14 }}
    {{- end }}
    {{- with $policy.metricsFrom }}
    - ports:
        - port: management
          protocol: TCP
      from:
        {{- toYaml . | nindent 8 }}
    {{- end }}
  egress:
    {{- include "planner.egressRule" (dict "port" $policy.egress.dnsPort "protocols" (list "UDP" "TCP") "to" list) | nindent 4 }}
    - to:
        - podSelector:
            matchLabels:
              {{- include "planner.releaseSelector" $root | nindent 14 }}
    {{- if has "postgresql" $facts.dependencies }}
    {{- include "planner.egressRule" (dict "port" $root.Values.postgresql.port "protocols" (list "TCP") "to" $policy.egress.postgresql) | nindent 4 }}
    {{- end }}
    {{- if has "redis" $facts.dependencies }}
    {{- include "planner.egressRule" (dict "port" $root.Values.redis.port "protocols" (list "TCP") "to" $policy.egress.redis) | nindent 4 }}
    {{- end }}
    {{- if has "nats" $facts.dependencies }}
    {{- include "planner.egressRule" (dict "port" $root.Values.nats.port "protocols" (list "TCP") "to" $policy.egress.nats) | nindent 4 }}
    {{- end }}
    {{- if $root.Values.tracing.endpoint }}
    {{- include "planner.egressRule" (dict "port" (include "planner.otlpPort" $root | int) "protocols" (list "TCP") "to" $policy.egress.otlp) | nindent 4 }}
    {{- end }}
    {{- if $facts.https }}
    {{- range $policy.egress.httpsPorts }}
    {{- include "planner.egressRule" (dict "port" . "protocols" (list "TCP") "to" list) | nindent 4 }}
    {{- end }}
    {{- end }}
{{- end -}}

{{- define "planner.secret" -}}
{{- $secrets := .Values.secrets -}}
apiVersion: v1
kind: Secret
metadata:
  name: {{ include "planner.secretName" . }}
  labels:
    {{- include "planner.labels" . | nindent 4 }}
type: Opaque
stringData:
  API_KEY_PEPPER: {{ required "secrets.apiKeyPepper is required (or name your own Secret in secrets.existingSecret)" $secrets.apiKeyPepper | quote }}
  CURSOR_SECRET: {{ required "secrets.cursorSecret is required, e.g. openssl rand -hex 32 (or set secrets.existingSecret)" $secrets.cursorSecret | quote }}
  WEBHOOK_SECRET_KEY: {{ required "secrets.webhookSecretKey is required: 64 hex characters, e.g. openssl rand -hex 32 (or set secrets.existingSecret)" $secrets.webhookSecretKey | quote }}
  {{- with $secrets.webhookSecretKeysPrevious }}
  WEBHOOK_SECRET_KEYS_PREVIOUS: {{ . | quote }}
  {{- end }}
  {{- with $secrets.openaiApiKey }}
  OPENAI_API_KEY: {{ . | quote }}
  {{- end }}
  {{- with $secrets.databasePassword }}
  PGPASSWORD: {{ . | quote }}
  {{- end }}
  {{- with $secrets.redisPassword }}
  REDIS_PASSWORD: {{ . | quote }}
  {{- end }}
  {{- with $secrets.natsPassword }}
  NATS_PASSWORD: {{ . | quote }}
  {{- end }}
{{- end -}}
