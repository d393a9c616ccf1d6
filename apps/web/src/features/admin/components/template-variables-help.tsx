import { TEMPLATE_VARIABLES } from '@skillmatch/shared/email-templates';

/** The variables a template may use and what each becomes, folded away until asked for. */
export function TemplateVariablesHelp() {
  return (
    <details className="rounded-lg border border-zinc-200 p-3 text-sm dark:border-zinc-800">
      <summary className="cursor-pointer font-medium">Variables you can use</summary>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        {Object.entries(TEMPLATE_VARIABLES).map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs dark:bg-zinc-800">{`{{${name}}}`}</code>
            </dt>
            <dd className="text-zinc-600 dark:text-zinc-400">{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
