// The words Synth's own voice leans on: its templates ("Key takeaways", "Industry insights", "a
// milestone worth noting", "deserves a closer look") and the register models fall into for
// LinkedIn. A person whose posts never hold one of them is told so, and a model is asked to avoid it.
export const TEMPLATE_VOICE_WORDS: readonly string[] = [
  'insights',
  'takeaways',
  'leverage',
  'excited',
  'thrilled',
  'game-changer',
  'milestone',
  'deserves',
  'unlock',
  'landscape',
  'journey',
  'crucial',
  'delve',
  'navigate',
  'transformative',
  'innovative',
  'cutting-edge',
  'empower',
  'seamless',
  'robust',
  'actionable',
  'elevate',
  'harness',
  'synergy',
];
