// Flashcard review: due counts, a "study now" queue, front -> optional typed
// attempt -> back -> Again/Hard/Good/Easy, scheduled by ts-fsrs.
// Keys (on the card, never while typing in the attempt box): Space reveals,
// 1-4 rate. In the attempt box Enter reveals.
import type { Grade } from 'ts-fsrs';
import { DECK, findCard, type Flashcard } from '../flashcards/deck';
import {
  deckCounts,
  describeInterval,
  GRADE_NAMES,
  GRADES,
  previewDue,
  rateCard,
  studyQueue,
} from '../flashcards/scheduler';
import type { ProgressStore } from '../progress/store';
import { clear, el, required, stepLink } from './dom';

export function mountCards(root: HTMLElement, store: ProgressStore, now: () => Date): void {
  const counts = required(root, '#practice-card-counts');
  const study = required<HTMLButtonElement>(root, '#practice-study');
  const area = required(root, '#practice-card-area');
  let queue: string[] = [];
  let current: Flashcard | null = null;
  let revealed = false;

  function showCounts(): void {
    const c = deckCounts(DECK, store.get(), now());
    counts.textContent = `${c.due} due for review · ${c.fresh} new to learn · ${c.later} scheduled later · ${c.total} cards in the deck`;
    study.disabled = c.due + c.fresh === 0;
  }

  function showCard(): void {
    clear(area);
    revealed = false;
    const nextId = queue.shift();
    current = nextId ? (findCard(nextId) ?? null) : null;
    if (!current) {
      area.append(
        el('p', {
          className: 'practice-done',
          text: 'Nothing more to review right now. Cards come back when they are due.',
          attrs: { tabindex: '-1' },
        }),
      );
      (area.firstElementChild as HTMLElement).focus();
      showCounts();
      return;
    }
    const attemptId = 'practice-card-attempt';
    const attempt = el('textarea', {
      attrs: { id: attemptId, rows: '2', 'aria-describedby': 'practice-keys' },
    });
    const reveal = el('button', {
      className: 'button-primary',
      text: 'Reveal answer',
      attrs: { type: 'button' },
    });
    const card = el(
      'div',
      {
        className: 'practice-card',
        attrs: {
          tabindex: '0',
          role: 'group',
          'aria-roledescription': 'flashcard',
          'aria-label': `Flashcard: ${current.front}`,
          'data-card': current.id,
        },
      },
      el('p', { className: 'practice-card-front', text: current.front }),
      el(
        'div',
        { className: 'practice-field' },
        el('label', { text: 'Your attempt (optional)', attrs: { for: attemptId } }),
        attempt,
      ),
      el('div', { className: 'practice-actions' }, reveal),
      el('p', { className: 'hint', text: `${queue.length} more in this session after this card.` }),
    );
    area.append(card);
    card.focus();
    reveal.addEventListener('click', () => showBack(card, attempt.value));
    attempt.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        showBack(card, attempt.value);
      }
    });
  }

  function showBack(card: HTMLElement, attemptText: string): void {
    if (!current || revealed) return;
    revealed = true;
    const when = previewDue(store.get(), current.id, now());
    for (const node of card.querySelectorAll('.practice-field, .practice-actions')) node.remove();
    const rateButtons = GRADES.map((grade, i) =>
      el(
        'button',
        {
          className: 'practice-rate',
          attrs: {
            type: 'button',
            'data-grade': String(grade),
            'aria-keyshortcuts': String(i + 1),
          },
        },
        el('span', { text: `${i + 1} ${GRADE_NAMES[grade]}` }),
        el('span', { className: 'practice-rate-when', text: describeInterval(when[grade], now()) }),
      ),
    );
    rateButtons.forEach((button, i) => button.addEventListener('click', () => rate(GRADES[i])));
    card.append(
      attemptText.trim()
        ? el(
            'p',
            { className: 'practice-card-attempt' },
            el('span', { className: 'hint', text: 'You wrote: ' }),
            attemptText.trim(),
          )
        : '',
      el(
        'p',
        { className: 'practice-card-back', attrs: { 'aria-live': 'polite' } },
        el('strong', { text: 'Answer: ' }),
        current.back,
        ' ',
        stepLink(current.link),
      ),
      el(
        'div',
        {
          className: 'practice-rating',
          attrs: { role: 'group', 'aria-label': 'How well did you recall it?' },
        },
        ...rateButtons,
      ),
    );
    card.focus();
  }

  function rate(grade: Grade): void {
    if (!current || !revealed) return;
    const id = current.id;
    const failure = store.update((p) => rateCard(p, id, grade, now()));
    if (failure) area.append(el('p', { className: 'practice-error', text: failure }));
    // A card rated Again is due again within minutes: keep it in this session.
    const stored = store.get().cards[id];
    if (stored && Date.parse(stored.due) <= now().getTime() + 10 * 60_000 && !queue.includes(id))
      queue.push(id);
    showCounts();
    showCard();
  }

  area.addEventListener('keydown', (event) => {
    const target = event.target as HTMLElement;
    if (target.closest('textarea, input, select') || event.altKey || event.ctrlKey || event.metaKey)
      return;
    if (event.key === ' ' && current && !revealed) {
      event.preventDefault();
      const card = area.querySelector<HTMLElement>('.practice-card');
      const attempt = area.querySelector<HTMLTextAreaElement>('textarea');
      if (card) showBack(card, attempt?.value ?? '');
    } else if (/^[1-4]$/.test(event.key) && revealed) {
      event.preventDefault();
      rate(GRADES[Number(event.key) - 1]);
    }
  });

  study.addEventListener('click', () => {
    queue = studyQueue(DECK, store.get(), now());
    showCard();
  });
  store.subscribe(showCounts);
  showCounts();
}
