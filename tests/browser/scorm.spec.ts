// The SCORM 1.2 package in a real SCORM runtime: scorm-again's Scorm12API
// plays the LMS in a harness page around the unzipped package (served with
// .wasm as application/octet-stream, as Moodle does). One package, built by
// the CLI once for the whole file; the other grading modes launch the same
// files with the launch link the package code writes for them.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test as base, expect, type FrameLocator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DECK } from '../../web/src/practice/flashcards/deck';
import { rateCard } from '../../web/src/practice/flashcards/scheduler';
import { serialiseProgress } from '../../web/src/practice/progress/parse';
import { emptyProgress } from '../../web/src/practice/progress/schema';
import { launchHref } from '../../web/src/lms/package/choices';
import { interviewPercent } from '../../web/src/lms/grading';
import { SUSPEND_DATA_LIMIT, decodeLearnerState } from '../../web/src/lms/suspend-data';
import { readState } from '../../web/src/state/url';
import AxeBuilder from '@axe-core/playwright';
import { DIST_DIR, ensureDistBuilt, REPO_ROOT } from './support/dist';
import { startStaticServer } from './support/static-server';
import { PART_TITLES } from '../../web/src/classroom/settings';
import { emptyIssues, guardContext, problemsOf, type PageIssues } from './support/guards';
import { startLmsServer, type LmsServer } from './support/lms-server';

interface LmsLog {
  sets: [string, string][];
  commits: number;
  initialized: boolean;
  finished: boolean;
}

const work = mkdtempSync(join(tmpdir(), 'sqrtdk-scorm-'));
const ZIP = join(work, 'cli.zip');
// The choices of the package: quiz of 3 questions, teacher's pass mark 0 (the
// LMS's mastery score must win), d_k fixed at 128 and locked, entries hidden.
const CLI_ARGS = [
  '--parts',
  'intro,variance,practice',
  '--graded',
  'quiz',
  '--questions',
  '3',
  '--mastery',
  '0',
  '--title',
  'Why √d_k',
  '--lock',
  'dk',
  '--hide',
  'dist',
  '--set',
  'dk=128',
  // A fixed seed: every learner of the class gets the same questions.
  '--set',
  'seed=7',
];

const test = base.extend<{ issues: PageIssues }, { cliZip: string; lms: LmsServer }>({
  // The one package build of the run, shared by every test here.
  cliZip: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      ensureDistBuilt();
      execFileSync('npx', ['tsx', 'scripts/package-scorm.ts', '--out', ZIP, ...CLI_ARGS], {
        cwd: REPO_ROOT,
      });
      await use(ZIP);
    },
    { scope: 'worker' },
  ],
  lms: [
    async ({ cliZip }, use) => {
      const dir = join(work, 'pkg');
      for (const [path, bytes] of Object.entries(unzipSync(new Uint8Array(readFileSync(cliZip))))) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), bytes);
      }
      const server = await startLmsServer(dir);
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  issues: async ({ context, lms }, use) => {
    const issues = await guardContext(context, new URL(lms.url).origin);
    await use(issues);
  },
});

function manifestLaunch(): string {
  const manifest = new TextDecoder().decode(
    unzipSync(new Uint8Array(readFileSync(ZIP)))['imsmanifest.xml'],
  );
  return /adlcp:scormtype="sco" href="([^"]+)"/.exec(manifest)![1].replace(/&amp;/g, '&');
}

/** Opens the harness: scorm-again seeded with `cmi`, the package launched in its iframe. */
async function openCourse(
  page: Page,
  lms: LmsServer,
  launch: string,
  cmi: object,
  throwing = false,
): Promise<FrameLocator> {
  const config = encodeURIComponent(JSON.stringify({ launch: `/pkg/${launch}`, cmi, throwing }));
  await page.goto(`${lms.url}harness.html#${config}`);
  const course = page.frameLocator('iframe[title="Course content"]');
  await expect(course.locator('html')).toHaveAttribute('data-core', /^(simd|baseline)$/);
  return course;
}

const lmsLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { lmsLog: LmsLog }).lmsLog);
const lastSet = (log: LmsLog, element: string) =>
  log.sets.filter(([e]) => e === element).at(-1)?.[1];

/** The learner closes the course: the LMS removes the frame. */
async function leave(page: Page): Promise<LmsLog> {
  await page.evaluate(() => document.querySelector('iframe')?.remove());
  await expect.poll(async () => (await lmsLog(page)).finished).toBe(true);
  return lmsLog(page);
}

async function openPractice(course: FrameLocator): Promise<void> {
  const practice = course.locator('#step-practice');
  await practice.scrollIntoViewIfNeeded();
  await expect(practice).toHaveAttribute('data-practice-ready', 'true');
}

/** Takes the quiz: the first option, or 1 for a number. Returns the page's verdicts. */
async function takeQuiz(course: FrameLocator, length: number): Promise<boolean[]> {
  await course.getByRole('button', { name: 'Start a session' }).click();
  const area = course.locator('#practice-quiz-area');
  const verdicts: boolean[] = [];
  for (let i = 1; i <= length; i++) {
    await expect(area.locator('.practice-quiz-progress')).toHaveText(`Question ${i} of ${length}`);
    const form = area.locator('form');
    // The question is prepared (the core computes its numbers) before its form appears.
    await expect(form.locator('input').first()).toBeVisible();
    const radios = form.locator('input[type="radio"]');
    if ((await radios.count()) > 0) await radios.first().check();
    else await form.locator('input[type="text"]').fill('1');
    await form.getByRole('button', { name: 'Check answer' }).click();
    const verdict = area.locator('.practice-feedback .practice-verdict');
    await expect(verdict).toHaveText(/Correct\.|Not quite/);
    verdicts.push((await verdict.textContent()) === 'Correct.');
    await area
      .getByRole('button', { name: i === length ? 'See your score' : 'Next question' })
      .click();
  }
  await expect(area.locator('[data-readout="quiz-score"]')).toBeVisible();
  return verdicts;
}

function fullDeckFile(): string {
  let progress = emptyProgress();
  const when = new Date('2026-03-01T09:00:00Z');
  for (const [i, card] of DECK.entries())
    progress = rateCard(progress, card.id, ((i % 4) + 1) as 1 | 2 | 3 | 4, when);
  const file = join(work, 'full-deck.json');
  writeFileSync(file, serialiseProgress(progress, when));
  return file;
}

test.describe.configure({ mode: 'serial' });

const PART_TITLE: Record<string, string> = PART_TITLES;

let saved: { suspend: string; status: string; count: number } | null = null;

test('a graded quiz: score, status against the LMS mastery score, interactions, commit, suspend', async ({
  page,
  lms,
  issues,
}) => {
  const course = await openCourse(page, lms, manifestLaunch(), {
    cmi: {
      core: { student_id: 'learner-1', student_name: 'Learner, One', entry: 'ab-initio' },
      student_data: { mastery_score: 100 },
    },
  });
  // The launch is the whole page minus the parts left out, wasm from a generic MIME type.
  await expect(course.locator('section[data-part]')).toHaveCount(3);
  expect([...lms.served].filter(([p]) => p.endsWith('.wasm')).map(([, type]) => type)).toEqual([
    'application/octet-stream',
  ]);
  // The fixed settings: d_k locked at 128 in every copy, the entries control hidden.
  await course.locator('#step-variance').scrollIntoViewIfNeeded();
  for (const id of ['#dk', '#dk-number']) await expect(course.locator(id)).toBeDisabled();
  await expect(course.locator('#dk-number')).toHaveValue('128');
  await expect(course.locator('#dist')).toBeHidden();
  await expect(course.locator('#step-variance .embed-button')).toHaveCount(0);
  let log = await lmsLog(page);
  expect(log.initialized).toBe(true);
  expect(log.sets[0]).toEqual(['cmi.core.lesson_status', 'incomplete']);

  await openPractice(course);
  await course.locator('#practice-import').setInputFiles(fullDeckFile());
  await expect
    .poll(async () => decodeLearnerState(lastSet(await lmsLog(page), 'cmi.suspend_data') ?? '').ok)
    .toBe(true);
  const verdicts = await takeQuiz(course, 3);
  const score = Math.round((100 * verdicts.filter(Boolean).length) / 3);
  log = await leave(page);

  expect(lastSet(log, 'cmi.core.score.raw')).toBe(String(score));
  expect([lastSet(log, 'cmi.core.score.min'), lastSet(log, 'cmi.core.score.max')]).toEqual([
    '0',
    '100',
  ]);
  // The teacher's pass mark is 0; the LMS's 100 decides (seed 7's questions are
  // not all answered by "the first option, or 1", so the two pass marks disagree).
  expect(score).toBeLessThan(100);
  const status = score >= 100 ? 'passed' : 'failed';
  expect(lastSet(log, 'cmi.core.lesson_status')).toBe(status);
  expect(lastSet(log, 'cmi.core.exit')).toBe(status === 'passed' ? '' : 'suspend');
  expect(lastSet(log, 'cmi.core.session_time')).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  for (const [n, correct] of verdicts.entries()) {
    expect(lastSet(log, `cmi.interactions.${n}.id`)).toMatch(new RegExp(`^q${n + 1}-[a-z0-9-]+$`));
    expect(lastSet(log, `cmi.interactions.${n}.type`)).toMatch(/^(choice|numeric)$/);
    expect(lastSet(log, `cmi.interactions.${n}.student_response`)).toMatch(/^(a|1)$/);
    expect(lastSet(log, `cmi.interactions.${n}.result`)).toBe(correct ? 'correct' : 'wrong');
    expect(lastSet(log, `cmi.interactions.${n}.latency`)).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  }
  expect(log.commits).toBeGreaterThan(0);
  expect(lms.commits.length).toBeGreaterThan(0);
  // The full deck and the quiz, within SCORM 1.2's limit.
  const suspend = lastSet(log, 'cmi.suspend_data') ?? '';
  expect(suspend.length).toBeLessThanOrEqual(SUSPEND_DATA_LIMIT);
  const learner = decodeLearnerState(suspend);
  expect(learner.ok && Object.keys(learner.state.progress.cards).length).toBe(DECK.length);
  expect(learner.ok && learner.state.best).toBe(score);
  saved = { suspend, status, count: verdicts.length };
  expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
});

test('a second session with entry = resume gets the progress back', async ({
  page,
  lms,
  issues,
}) => {
  expect(saved, 'the first session ran').not.toBeNull();
  const course = await openCourse(page, lms, manifestLaunch(), {
    cmi: {
      core: { student_id: 'learner-1', entry: 'resume', lesson_status: saved!.status },
      suspend_data: saved!.suspend,
      student_data: { mastery_score: 100 },
    },
  });
  await expect(course.locator('#notice')).toContainText(
    `Welcome back: your progress is restored (${DECK.length} flashcards, 1 quiz sessions`,
  );
  await openPractice(course);
  await expect(course.locator('#step-practice')).toContainText(`${DECK.length}`);
  const log = await leave(page);
  // The status stays what the first session left (its best score came back too).
  const statuses = log.sets.filter(([e]) => e === 'cmi.core.lesson_status').map(([, v]) => v);
  expect(statuses.filter((status) => status !== saved!.status)).toEqual([]);
  expect(lastSet(log, 'cmi.core.exit')).toBe(saved!.status === 'passed' ? '' : 'suspend');
  const learner = decodeLearnerState(lastSet(log, 'cmi.suspend_data') ?? '');
  expect(learner.ok && Object.keys(learner.state.progress.cards).length).toBe(DECK.length);
  expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
});

/** The package's launch link for other choices (the same files). */
function launchFor(query: string): string {
  const { state, problems } = readState(`?${query}`);
  expect(problems).toEqual([]);
  return launchHref(state);
}

const MAIN_ANSWER =
  'The dot product of q and k has variance d_k, so the scores grow and the softmax saturates. ' +
  'A saturated softmax passes almost no gradient. Dividing by √d_k keeps the variance at 1.';

test('the mock interview graded: rubric levels become the score', async ({ page, lms, issues }) => {
  const course = await openCourse(
    page,
    lms,
    launchFor('parts=practice&graded=interview&mastery=60'),
    {
      cmi: { core: { student_id: 'learner-2', entry: 'ab-initio' } },
    },
  );
  await openPractice(course);
  await course.locator('#practice-interview-start').click();
  await course.getByLabel('Answer to the main question').fill(MAIN_ANSWER);
  await course.getByRole('button', { name: 'Submit answer' }).click();
  await course
    .locator('#practice-interview-area')
    .getByRole('button', { name: 'See the final report' })
    .click();
  await expect(course.getByRole('heading', { name: 'Final report' })).toBeVisible();
  const log = await leave(page);
  const learner = decodeLearnerState(lastSet(log, 'cmi.suspend_data') ?? '');
  if (!learner.ok) throw new Error(learner.message);
  const [record] = learner.state.progress.interviews;
  const score = interviewPercent(record.final);
  expect(lastSet(log, 'cmi.core.score.raw')).toBe(String(score));
  // No mastery score from this LMS: the teacher's 60 applies.
  expect(lastSet(log, 'cmi.core.lesson_status')).toBe(score >= 60 ? 'passed' : 'failed');
  expect(lastSet(log, 'cmi.interactions.0.id')).toBe('interview-main');
  expect(lastSet(log, 'cmi.interactions.0.type')).toBe('performance');
  expect(lastSet(log, 'cmi.interactions.0.result')).toBe(String(interviewPercent(record.main)));
  expect((lastSet(log, 'cmi.interactions.0.student_response') ?? '').length).toBeLessThanOrEqual(
    255,
  );
  expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
});

test('completion only: each part worked through is an interaction, then completed', async ({
  page,
  lms,
  issues,
}) => {
  const course = await openCourse(page, lms, launchFor('parts=intro,variance&graded=completion'), {
    cmi: { core: { student_id: 'learner-3', entry: 'ab-initio' } },
  });
  await expect(course.locator('section[data-part]')).toHaveCount(2);
  await expect
    .poll(async () => lastSet(await lmsLog(page), 'cmi.interactions.0.id'))
    .toBe('part-intro');
  expect(lastSet(await lmsLog(page), 'cmi.core.lesson_status')).toBe('incomplete');
  const slider = course.locator('#dk');
  await slider.scrollIntoViewIfNeeded();
  await slider.focus();
  await slider.press('ArrowRight');
  await expect
    .poll(async () => lastSet(await lmsLog(page), 'cmi.core.lesson_status'))
    .toBe('completed');
  const log = await leave(page);
  expect(lastSet(log, 'cmi.interactions.1.id')).toBe('part-variance');
  expect(lastSet(log, 'cmi.interactions.1.result')).toBe('neutral');
  expect(lastSet(log, 'cmi.core.score.raw')).toBe('100');
  expect(lastSet(log, 'cmi.core.exit')).toBe('');
  expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
});

test('an LMS whose every call throws does not break the page, and the learner is told once', async ({
  page,
  lms,
  issues,
}) => {
  const course = await openCourse(page, lms, manifestLaunch(), {}, true);
  const notice = course.locator('#notice');
  await expect(notice).toContainText('The course system did not accept the start of the session');
  const practice = course.locator('#step-practice');
  await practice.scrollIntoViewIfNeeded();
  await expect(practice).toHaveAttribute('data-practice-ready', 'true');
  await takeQuiz(course, 3);
  await expect(notice.locator('p')).toHaveCount(1);
  // Progress falls back to this browser's storage, as on the plain page.
  const stored = await course
    .locator('html')
    .evaluate(() => localStorage.getItem('sqrtdk-lab:practice'));
  expect(JSON.parse(stored ?? '{}').quizzes).toHaveLength(1);
  expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
});

test("the For teachers page: choices round-trip through its address, its zip equals the CLI's, axe clean", async ({
  page,
  context,
  cliZip,
}) => {
  const site = await startStaticServer({ root: DIST_DIR });
  const issues = await guardContext(context, new URL(site.url).origin);
  try {
    // Arriving with the page's seed (as from an Embed this part panel).
    await page.goto(`${site.url}teacher.html?seed=7`);
    // The CLI's choices, made in the form.
    for (const part of ['fix', 'saturation', 'train', 'beyond', 'sources'])
      await page.getByLabel(PART_TITLE[part], { exact: true }).uncheck();
    await page.getByLabel('Key size d_k (steps 1–3)', { exact: true }).fill('128');
    await page.getByLabel('Key size d_k (steps 1–3): learners').selectOption('locked');
    await page.getByLabel('Entries of q and k (step 1): learners').selectOption('hidden');
    await page.getByLabel('Questions in the quiz').fill('3');
    await page.getByLabel('Mastery score (pass mark, out of 100)').fill('0');
    await page.getByLabel('Package title (shown in the LMS)').fill('Why √d_k');
    await expect(page.locator('#teacher-problems')).toHaveText('');
    const address = new URL(page.url());
    expect(readState(address.search).state).toMatchObject({
      parts: ['intro', 'variance', 'practice'],
      dk: 128,
      lock: ['dk'],
      hide: ['dist'],
      questions: 3,
      mastery: 0,
    });

    // A reload (or a shared address) gives the same form.
    await page.reload();
    await expect(page.getByLabel('Key size d_k (steps 1–3)', { exact: true })).toHaveValue('128');
    await expect(page.getByLabel('Key size d_k (steps 1–3): learners')).toHaveValue('locked');
    await expect(page.getByLabel('Entries of q and k (step 1): learners')).toHaveValue('hidden');
    await expect(page.getByLabel(PART_TITLE.fix, { exact: true })).not.toBeChecked();
    await expect(page.getByLabel('Package title (shown in the LMS)')).toHaveValue('Why √d_k');
    expect(page.url()).toBe(address.href);
    const classroom = new URL((await page.locator('#teacher-link').getAttribute('href')) ?? '');
    expect(readState(classroom.search).state).toMatchObject({
      parts: ['intro', 'variance', 'practice'],
      lock: ['dk'],
      lms: 'none',
    });
    await expect(page.locator('#teacher-embed-code')).toHaveValue(
      /embed\.html\?step=variance&amp;dk=128&amp;seed=7&amp;hide=dist&amp;lock=dk"/,
    );

    // A choice that cannot work is refused before any download.
    await page.getByLabel(PART_TITLE.practice, { exact: true }).uncheck();
    await expect(page.locator('#teacher-problems')).toContainText('needs the practice part');
    await expect(page.getByRole('button', { name: 'Download SCORM 1.2 package' })).toBeDisabled();
    await page.getByLabel(PART_TITLE.practice, { exact: true }).check();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SCORM 1.2 package' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('why-d-k-scorm12.zip');
    const fromPage = readFileSync((await download.path())!);
    await expect(page.locator('#teacher-download-status')).toContainText(
      'Downloaded why-d-k-scorm12.zip',
    );
    const fromCli = readFileSync(cliZip);
    const pageFiles = unzipSync(new Uint8Array(fromPage));
    const cliFiles = unzipSync(new Uint8Array(fromCli));
    expect(Object.keys(pageFiles).sort()).toEqual(Object.keys(cliFiles).sort());
    for (const [path, bytes] of Object.entries(cliFiles))
      expect(Buffer.from(pageFiles[path]).equals(Buffer.from(bytes)), path).toBe(true);
    expect(fromPage.equals(fromCli), 'byte for byte').toBe(true);

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
    expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
  } finally {
    await site.close();
  }
});

test('an embed posts sqrtdk:result events: each answer, then the finished session', async ({
  page,
  context,
}) => {
  const site = await startStaticServer({ root: DIST_DIR });
  const issues = await guardContext(context, new URL(site.url).origin);
  try {
    // A course page of its own (the test server's teacher page stands in), listening.
    await page.goto(`${site.url}teacher.html`);
    await page.evaluate((src) => {
      const results: unknown[] = [];
      (window as unknown as { results: unknown[] }).results = results;
      addEventListener('message', (event) => {
        if ((event.data as { type?: string })?.type === 'sqrtdk:result') results.push(event.data);
      });
      const frame = document.createElement('iframe');
      frame.title = 'Embedded practice';
      frame.src = src;
      frame.width = '1000';
      frame.height = '700';
      document.body.prepend(frame);
    }, `${site.url}embed.html?step=practice&questions=2&seed=7`);
    const embed = page.frameLocator('iframe[title="Embedded practice"]');
    await expect(embed.locator('#step-practice')).toHaveAttribute('data-practice-ready', 'true');
    const verdicts = await takeQuiz(embed, 2);
    const results = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              results: { verb: string; object: string; result: Record<string, unknown> }[];
            }
          ).results,
      );
    await expect.poll(async () => (await results()).length).toBe(3);
    const [first, second, done] = await results();
    for (const [n, message] of [first, second].entries()) {
      expect(message.verb).toBe('answered');
      expect(message.object).toMatch(/^question:[a-z0-9-]+$/);
      expect(message.result.success).toBe(verdicts[n]);
      expect(message.result.duration).toMatch(/^PT\d+\.\dS$/);
    }
    const correct = verdicts.filter(Boolean).length;
    expect(done).toEqual({
      type: 'sqrtdk:result',
      verb: 'completed',
      object: 'quiz',
      result: { score: { raw: correct, min: 0, max: 2, scaled: correct / 2 }, completion: true },
    });
    expect(problemsOf(issues)).toEqual(problemsOf(emptyIssues()));
  } finally {
    await site.close();
  }
});
