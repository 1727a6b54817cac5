// The product speaks of itself alone: no references to the history of its own making (numbered
// work sessions, issue numbers, a hash sign before a number), no diary dates, and no citations of
// a specification the repository does not hold (a spec's number and section sign). A comment
// states the rule it implements in its own words. Checked in Markdown prose, code comments, test names and script comments; string
// literals the product shows or sends are not prose and are left alone.
//   node scripts/checks/words.mjs     exit 1 and one line per finding, file:line: text
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { ROOT } from '../lib.mjs';

const ts = createRequire(join(ROOT, 'package.json'))('typescript');

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
const RULES = [
  ['a work session', /\bsessions? \d+\b/i],
  ['an issue number', /\b(?:issues?|PR|pull request|tickets?) #?\d+\b/i],
  ['a "#N" reference', /(?<![\w&#/])#\d+\b(?![-\w])/],
  ['a citation of the spec', /\bspecs? \d+\b|§\s*\d/i],
  ['a date', new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)? ${MONTH},? \\d{4}\\b`)],
  ['a date', new RegExp(`\\b${MONTH} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b`)],
  ['a date', /\b20\d\d-[01]\d-[0-3]\d\b/],
];

const CODE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs']);
const HASH_COMMENTS = new Set(['.yml', '.yaml', '.sh', '.cfg', '.toml']);
const HASH_FILES =
  /(^|\/)(Dockerfile|\.env\.example|\.gitignore|\.dockerignore|\.npmrc|\.prettierignore|run)$/;
const SKIP =
  /(^|\/)(pnpm-lock\.yaml|CHANGELOG\.md)$|\.(png|jpe?g|gif|webp|svg|ico|json|mp4|woff2?)$/;

/** Markdown without code: fenced blocks blanked (lines kept), inline code spans removed. */
function markdownProse(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, '``');
  });
}

const TEST_CALL = /^(it|test|describe|suite|bench)$/;

/** An example of what the product prints, quoted in a comment, is not prose about its history. */
const withoutExamples = (line) => line.replace(/`[^`]*`/g, '``').replace(/"[^"]*"/g, '""');

/** Comments and test names of a script, by line (the rest blank). */
function codeProse(file, text) {
  const lines = text.split('\n').map(() => '');
  const add = (pos, piece) => {
    const start = text.slice(0, pos).split('\n').length - 1;
    piece.split('\n').forEach((part, i) => (lines[start + i] += ` ${withoutExamples(part)}`));
  };
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set();
  const comments = (ranges) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      add(r.pos, text.slice(r.pos, r.end));
    }
  };
  const visit = (node) => {
    comments(ts.getLeadingCommentRanges(text, node.getFullStart()));
    comments(ts.getTrailingCommentRanges(text, node.getEnd()));
    if (ts.isCallExpression(node)) {
      let callee = node.expression;
      while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee))
        callee = callee.expression;
      const name = node.arguments[0];
      if (
        ts.isIdentifier(callee) &&
        TEST_CALL.test(callee.text) &&
        name &&
        (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
      )
        add(name.getStart(), name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  comments(ts.getLeadingCommentRanges(text, source.getEnd()));
  return lines;
}

function prose(file, text) {
  const ext = extname(file);
  if (ext === '.md') return markdownProse(text);
  if (CODE.has(ext)) return codeProse(file, text);
  if (ext === '.sql') return text.split('\n').map((l) => (l.match(/--.*$/) ?? [''])[0]);
  if (ext === '.css')
    return text
      .split('\n')
      .map(() => '')
      .concat(codeProse(file, text));
  if (ext === '.html') return text.split('\n').map((l) => (l.match(/<!--.*?-->/) ?? [''])[0]);
  if (HASH_COMMENTS.has(ext) || HASH_FILES.test(file))
    return text.split('\n').map((l) => (l.match(/(?:^|\s)#.*$/) ?? [''])[0]);
  return [];
}

export function findProcessWords(
  files,
  readText = (file) => readFileSync(join(ROOT, file), 'utf8'),
) {
  const findings = [];
  for (const file of files) {
    if (SKIP.test(file)) continue;
    const lines = prose(file, readText(file));
    lines.forEach((line, i) => {
      for (const [what, pattern] of RULES) {
        const hit = line.match(pattern);
        if (hit) findings.push(`${file}:${i + 1}: ${what}: "${hit[0]}"`);
      }
    });
  }
  return findings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const findings = findProcessWords(files);
  for (const line of findings) console.log(line);
  if (findings.length > 0) {
    console.error(
      `${findings.length} place(s) speak of the product's history or cite a spec the repository does not hold: say what the code does in its own words`,
    );
    process.exit(1);
  }
  console.log(`no process words in ${files.length} files`);
}
