// `npm run -s grade -- answer.txt` or `... | npm run -s grade`: prints the
// rubric placement of one answer as JSON. Exit 2 with a message on bad input.
import { readFileSync } from 'node:fs';
import { readAnswerBytes } from './answer-input';
import { gradeAnswer } from './scorer/grade';

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

const input = readAnswerBytes(readInput(process.argv.slice(2)));
if (!input.ok) fail(input.message);
const { levels, mistakes, evidence, missing } = gradeAnswer(input.text);
process.stdout.write(JSON.stringify({ levels, mistakes, evidence, missing }, null, 2) + '\n');
