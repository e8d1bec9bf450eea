// Entry of teacher.html, the For teachers page: the form's choices live in
// this page's address (so a teacher can bookmark or share them), and give the
// classroom link, an iframe snippet and the SCORM 1.2 package.
import '../styles';
import '../../styles/teacher.css';
import { createNotifier } from '../notice';
import { EMBEDDABLE_PARTS, iframeSnippet } from '../embedding/snippet';
import { viewChoice } from '../embedding/view-choice';
import { downloadBlob } from '../export/download';
import { DEFAULT_TITLE, classroomQuery, type PackageChoices } from '../lms/package/choices';
import { PART_TITLES, type PagePart } from '../classroom/settings';
import { defaultState, type AppState } from '../state/params';
import { readState, writeState } from '../state/url';
import { buildChoicesForm } from './choices-form';
import { buildPackageHere, packageFileName } from './build-in-browser';

const TITLE_KEY = 'title';
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const notify = createNotifier(byId('notice'));

const problemsBox = byId('teacher-problems');
const link = byId<HTMLAnchorElement>('teacher-link');
const linkText = byId<HTMLInputElement>('teacher-link-text');
const embedPart = byId<HTMLSelectElement>('teacher-embed-part');
const embedCode = byId<HTMLTextAreaElement>('teacher-embed-code');
const embedView = viewChoice('teacher-embed-view');
embedPart.closest('.control')?.after(embedView.box);
const download = byId<HTMLButtonElement>('teacher-download');
const downloadStatus = byId('teacher-download-status');

function fromAddress(): PackageChoices {
  const { state, problems } = readState(window.location.search);
  problems.forEach(notify);
  const title = new URLSearchParams(window.location.search).get(TITLE_KEY)?.trim();
  return { state, title: title ? title.slice(0, 200) : DEFAULT_TITLE };
}

function teacherQuery({ state, title }: PackageChoices): string {
  const query = new URLSearchParams(writeState({ ...state, lms: 'none', step: 'variance' }));
  if (title !== DEFAULT_TITLE) query.set(TITLE_KEY, title);
  return query.toString();
}

function showEmbedParts(parts: readonly string[]): void {
  const keep = embedPart.value;
  const offered = EMBEDDABLE_PARTS.filter((part) => parts.includes(part));
  embedPart.replaceChildren(
    ...offered.map((part) =>
      Object.assign(document.createElement('option'), {
        value: part,
        textContent: PART_TITLES[part as PagePart],
      }),
    ),
  );
  if (offered.includes(keep)) embedPart.value = keep;
  embedPart.disabled = offered.length === 0;
}

/** An embed shows one part and grades nothing: only the fixed settings travel. */
function embedState(state: AppState): AppState {
  const plain = defaultState();
  return {
    ...state,
    parts: plain.parts,
    graded: plain.graded,
    questions: plain.questions,
    mastery: plain.mastery,
    lms: 'none',
  };
}

let current: PackageChoices = fromAddress();
// Settings the form does not offer (a seed, a step's other settings) come
// with the address, e.g. from a page's Embed this part panel.
const form = buildChoicesForm(byId<HTMLFormElement>('teacher-form'), current.state);

function refresh(): void {
  const { choices, problems } = form.read();
  current = choices;
  problemsBox.textContent = problems.join(' ');
  download.disabled = problems.length > 0;
  const query = teacherQuery(choices);
  window.history.replaceState(null, '', `${window.location.pathname}${query ? '?' + query : ''}`);
  const classroom = new URL('index.html', window.location.href);
  classroom.search = classroomQuery(choices.state);
  link.href = classroom.href;
  linkText.value = classroom.href;
  showEmbedParts(choices.state.parts);
  embedCode.value = embedPart.value
    ? iframeSnippet(
        embedPart.value,
        { ...embedState(choices.state), view: embedView.select.value as AppState['view'] },
        window.location.href,
      )
    : 'Choose a part other than the question or the sources to embed it.';
}

form.fill(current);
refresh();
byId('teacher-form').addEventListener('input', refresh);
byId('teacher-form').addEventListener('change', refresh);
embedPart.addEventListener('change', refresh);
embedView.select.addEventListener('change', refresh);
for (const box of [linkText, embedCode]) box.addEventListener('focus', () => box.select());

// The worksheet link: its own seed (a new one each visit) and question count.
const worksheetSeed = byId<HTMLInputElement>('teacher-worksheet-seed');
const worksheetCount = byId<HTMLInputElement>('teacher-worksheet-count');
const worksheetLink = byId<HTMLAnchorElement>('teacher-worksheet-link');
worksheetSeed.value = String(crypto.getRandomValues(new Uint32Array(1))[0]);
worksheetCount.value = '8';
const updateWorksheetLink = () => {
  const query = new URLSearchParams({
    seed: worksheetSeed.value.trim(),
    questions: worksheetCount.value.trim(),
  });
  worksheetLink.href = `./worksheet.html?${query}`;
};
updateWorksheetLink();
for (const input of [worksheetSeed, worksheetCount]) {
  input.addEventListener('input', updateWorksheetLink);
}

download.addEventListener('click', () => {
  download.disabled = true;
  downloadStatus.textContent = 'Building the package…';
  const choices = current;
  buildPackageHere(choices).then(
    ({ zip, files }) => {
      const name = packageFileName(choices.title);
      downloadBlob(new Blob([zip as BlobPart], { type: 'application/zip' }), name);
      downloadStatus.textContent = `Downloaded ${name}: ${files} files, ${(zip.length / 1024).toFixed(0)} KB.`;
      download.disabled = false;
    },
    (error: Error) => {
      downloadStatus.textContent = `The package could not be built: ${error.message}.`;
      download.disabled = false;
    },
  );
});
