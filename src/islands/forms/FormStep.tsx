/**
 * One step of a multi-step form island: a fieldset with a visible legend. `hidden` hides an
 * inactive step after hydration; the server HTML shows every step so the form works without
 * JavaScript.
 */
import type { ReactNode } from 'react';
import { useFormText } from './formText';

interface FormStepProps {
  legend: string;
  hidden: boolean;
  children: ReactNode;
}

export function FormStep({ legend, hidden, children }: FormStepProps) {
  return (
    <fieldset hidden={hidden} className="mt-6 min-w-0 border-0 p-0">
      <legend className="mb-4 text-lg font-semibold text-brand-800">{useFormText()(legend)}</legend>
      {children}
    </fieldset>
  );
}
