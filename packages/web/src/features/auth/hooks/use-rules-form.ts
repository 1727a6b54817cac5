import { useState, type FormEvent } from 'react';

type Rules<T> = (values: T) => { path: string; message: string }[];

/**
 * The sign-in page's two small forms without a form library (the page's budget is 90 kB
 * gzipped): the fields are uncontrolled and read with FormData; contracts' pure rules
 * (`loginIssues`, `newPasswordIssues`) give the messages. As with react-hook-form's defaults used
 * elsewhere: checked on submit, then again on every change, the first invalid field focused.
 */
export function useRulesForm<T extends Record<string, string>>(rules: Rules<T>) {
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (form: HTMLFormElement) => {
    const values = Object.fromEntries(
      [...new FormData(form)].map(([k, v]) => [k, typeof v === 'string' ? v : '']),
    ) as T;
    const found: Partial<Record<keyof T, string>> = {};
    for (const issue of rules(values)) found[issue.path as keyof T] ??= issue.message;
    setErrors(found);
    return { values, first: Object.keys(found)[0] };
  };

  const handleSubmit =
    (onValid: (values: T) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const form = event.currentTarget;
      const { values, first } = check(form);
      if (first === undefined) await onValid(values);
      else (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
    };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (submitted) check(event.currentTarget);
  };

  return { errors, handleSubmit, onChange };
}
