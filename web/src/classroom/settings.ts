// What a classroom link can choose: the parts the learner sees, and the
// settings a teacher may fix for the class, each with the page controls that
// change it (so a hidden or locked setting hides or disables all of them).
// tests/web/classroom.test.ts checks every id below is a control of the page.

/** The parts of the page, in reading order (the sections of partials/sections.html). */
export const PART_NAMES = [
  'intro',
  'variance',
  'saturation',
  'fix',
  'train',
  'beyond',
  'practice',
  'sources',
] as const;
export type PagePart = (typeof PART_NAMES)[number];

export const PART_TITLES: Record<PagePart, string> = {
  intro: 'The question',
  variance: 'Step 1: variance',
  saturation: 'Step 2: softmax saturation',
  fix: 'Step 3: the fix',
  train: 'Step 4: training',
  beyond: 'Beyond',
  practice: 'Practice',
  sources: 'Sources',
};

/** Setting (URL key in params.ts) → the ids of the controls that change it. */
export const SETTING_CONTROLS = {
  dk: ['dk', 'dk-number', 'saturation-dk', 'fix-dk'],
  dist: ['dist'],
  sampler: ['sampler'],
  divisor: ['divisor'],
  custom: ['custom-divisor'],
  heads: ['heads', 'beyond-heads'],
  temp: ['beyond-temperature'],
  tdk: ['train-dk'],
  topt: ['train-optimizer'],
  tloss: ['train-loss'],
} as const;

export type ClassroomSetting = keyof typeof SETTING_CONTROLS;
export const CLASSROOM_SETTINGS = Object.keys(SETTING_CONTROLS) as ClassroomSetting[];

export const SETTING_LABELS: Record<ClassroomSetting, string> = {
  dk: 'Key size d_k (steps 1–3)',
  dist: 'Entries of q and k (step 1)',
  sampler: 'Sampler (steps 1–3)',
  divisor: 'Divisor (step 3)',
  custom: 'Custom divisor (step 3)',
  heads: 'Heads (step 3, Beyond)',
  temp: 'Temperature c (Beyond)',
  tdk: 'Key size d_k of the layer (step 4)',
  topt: 'Optimiser (step 4)',
  tloss: 'Loss (step 4)',
};
