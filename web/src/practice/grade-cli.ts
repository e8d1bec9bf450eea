// `npm run -s grade -- answer.txt` or `... | npm run -s grade`: prints the
// rubric placement of one answer to the main question as JSON.
// `--list` prints the question bank; `--question ID answer.txt` grades an
// answer to one question of the bank. Exit 2 with a message on bad input.
import { readFileSync } from 'node:fs';
import { readAnswerBytes } from './answer-input';
import { MAIN_QUESTION_ID, QUESTIONS, questionById } from './interview/bank';
import { gradeQuestion } from './interview/grade-question';
import { gradeAnswer } from './scorer/grade';

const USAGE =
  'usage: grade [answer.txt | -]  |  grade --list  |  grade --question ID [answer.txt | -]';

function fail(message: string): never {
  process.stderr.write(`grade: ${message}\n`);
  process.exit(2);
}

function readInput(args: string[]): Uint8Array {
  if (args.length > 1)
    fail(`expected one file path (or none, to read standard input), got ${args.length} arguments`);
  const path = args[0];
  if (path === undefined || path === '-') {
    if (process.stdin.isTTY)
      fail('no answer: give a file path or pipe the answer on standard input');
    return readFileSync(0);
  }
  if (path.startsWith('--')) fail(`unknown option ${path}\n${USAGE}`);
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    fail(
      code === 'ENOENT'
        ? `file not found: ${path}`
        : code === 'EISDIR'
          ? `${path} is a directory, not a file`
          : `cannot read ${path} (${code ?? 'error'})`,
    );
  }
}

function readAnswer(args: string[]): string {
  const input = readAnswerBytes(readInput(args));
  if (!input.ok) fail(input.message);
  return input.text;
}

const print = (value: unknown) => process.stdout.write(JSON.stringify(value, null, 2) + '\n');

function main(args: string[]) {
  if (args[0] === '--list') {
    if (args.length > 1) fail(`--list takes no arguments\n${USAGE}`);
    print({ questions: QUESTIONS.map(({ id, kind, text }) => ({ id, kind, text })) });
    return;
  }
  if (args[0] === '--question') {
    const id = args[1];
    if (id === undefined || id.startsWith('--')) fail(`--question needs a question id\n${USAGE}`);
    if (!questionById(id))
      fail(`unknown question id "${id}"; known ids: ${QUESTIONS.map((q) => q.id).join(', ')}`);
    const answer = readAnswer(args.slice(2));
    if (id !== MAIN_QUESTION_ID) {
      const { question, level, points, mistakes, evidence, missing } = gradeQuestion(id, answer);
      print({ question, level, points, mistakes, evidence, missing });
      return;
    }
    const { levels, mistakes, evidence, missing } = gradeAnswer(answer);
    print({ levels, mistakes, evidence, missing });
    return;
  }
  const { levels, mistakes, evidence, missing } = gradeAnswer(readAnswer(args));
  print({ levels, mistakes, evidence, missing });
}

main(process.argv.slice(2));
