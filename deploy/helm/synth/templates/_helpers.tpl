{{- define "synth.labels" -}}
app.kubernetes.io/name: synth
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
{{- end }}

{{- define "synth.image" -}}
{{ .Values.image.repository }}:{{ .Values.image.tag }}
{{- end }}

{{/* The settings every Synth process reads: the ConfigMap, the Secret and the service account. */}}
{{- define "synth.env" -}}
envFrom:
  - configMapRef:
      name: {{ .Release.Name }}-settings
  - secretRef:
      name: {{ .Values.existingSecret }}
{{- end }}

{{- define "synth.serviceAccountVolume" -}}
- name: firebase-service-account
  secret:
    secretName: {{ .Values.firebaseServiceAccountSecret }}
{{- end }}

{{- define "synth.serviceAccountMount" -}}
- name: firebase-service-account
  mountPath: /run/secrets/firebase
  readOnly: true
{{- end }}
