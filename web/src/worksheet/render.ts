// Renders a drawn worksheet into worksheet.html: the questions page (choices
// lettered a–d, a line to write each number on) and the key on its own page.
import { el } from '../practice/ui/dom';
import type { Worksheet } from './draw';

const LETTERS = 'abcdefgh';

export function renderWorksheet(sheet: Worksheet, root: Document = document): void {
  const byId = (id: string) => root.getElementById(id)!;
  byId('worksheet-interview').textContent = sheet.interview.question;
  byId('worksheet-items').replaceChildren(
    ...sheet.items.map(({ question }) => {
      const item = el('li', { className: 'worksheet-item' });
      item.append(el('p', { className: 'worksheet-prompt', text: question.prompt }));
      if (question.kind === 'choice') {
        item.append(
          el(
            'ol',
            { className: 'worksheet-options', attrs: { type: 'a' } },
            ...question.options.map((option) => el('li', { text: option })),
          ),
        );
      } else {
        item.append(
          el(
            'p',
            { className: 'worksheet-answer-line' },
            'Answer: ',
            el('span', { className: 'worksheet-blank' }),
          ),
        );
      }
      return item;
    }),
  );
  byId('worksheet-source').textContent =
    `Seed ${sheet.seed}. The numbers are measured live by the √d_k Lab core from synthetic random draws; the same seed gives the same sheet.`;
  byId('worksheet-key-points').replaceChildren(
    ...sheet.interview.keyPoints.map((point) => el('li', { text: point })),
  );
  byId('worksheet-answers').replaceChildren(
    ...sheet.items.map(({ question, answer }) => {
      const letter = question.kind === 'choice' ? `${LETTERS[question.correct] ?? '?'}) ` : '';
      return el('li', { text: `${letter}${answer}` });
    }),
  );
}
