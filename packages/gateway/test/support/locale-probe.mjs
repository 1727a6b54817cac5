// Loaded before a gateway process's own modules (`--import`): records every use of the
// JavaScript APIs that read ICU's locale data (the Intl constructors, toLocaleString and its date
// forms, localeCompare; not case mapping, which reads none for the default locale),
// one line per use with the caller's stack, to $LOCALE_PROBE_FILE. ICU's data is part of the node
// binary; the pages a process touches stay resident, so a use at start or on every call is paid
// in memory for the process's whole life.
import { appendFileSync, writeFileSync } from 'node:fs';

const file = process.env.LOCALE_PROBE_FILE;
// The file's existence says the probe ran: a test reading it knows the process was watched.
writeFileSync(file, '');
const record = (what) => {
  const stack = (new Error().stack ?? '').split('\n').slice(3, 9).join('\n');
  appendFileSync(file, `${JSON.stringify({ what, stack })}\n`);
};

const CONSTRUCTORS = [
  'Collator',
  'DateTimeFormat',
  'DisplayNames',
  'ListFormat',
  'NumberFormat',
  'PluralRules',
  'RelativeTimeFormat',
  'Segmenter',
];
for (const name of CONSTRUCTORS) {
  const Original = Intl[name];
  if (typeof Original !== 'function') continue;
  Intl[name] = new Proxy(Original, {
    construct(target, args, newTarget) {
      record(`new Intl.${name}`);
      return Reflect.construct(target, args, newTarget);
    },
    apply(target, thisArg, args) {
      record(`Intl.${name}()`);
      return Reflect.apply(target, thisArg, args);
    },
  });
}

const METHODS = [
  [Number.prototype, 'Number', ['toLocaleString']],
  [BigInt.prototype, 'BigInt', ['toLocaleString']],
  [Date.prototype, 'Date', ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
  [String.prototype, 'String', ['localeCompare']],
  [Array.prototype, 'Array', ['toLocaleString']],
];
for (const [proto, owner, names] of METHODS) {
  for (const name of names) {
    const original = proto[name];
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (...args) {
        record(`${owner}.prototype.${name}`);
        return original.apply(this, args);
      },
    });
  }
}
