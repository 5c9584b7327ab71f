import type { ReactNode } from 'react';
import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { AdminDocument } from './AdminDocument.tsx';
import { RecordHistory } from './AuditTable.tsx';
import type { ChoiceNames } from './choices.ts';
import { baselineValue, BASELINE_FIELD } from './edit-baseline.ts';
import { FormNotice } from './fields.tsx';

/** Who is signed in, and what came of the last post: what every form page is given. */
export interface FormPageState {
  storeName: string;
  owner: string;
  /** "Alterações salvas" after a save, or another outcome said once. */
  saved?: string | undefined;
  /** Why the last post was refused, with each field's message in `errors`. */
  message?: string | undefined;
  errors?: Record<string, string>;
  /** A stored record's values as this page shows them (edit-baseline.ts); none on a new record's form. */
  baseline?: object | undefined;
}

interface FormFrameProps {
  /** The page's state and its fields' labels (bindForm): the outcome, and the error summary's links to the fields. */
  form: { state: FormPageState; labels: Record<string, string> };
  title: string;
  /** The navigation section the page belongs to. */
  section: string;
  /** Where the form posts. */
  action: string;
  /** Above the outcome: the way back and related pages. */
  lead?: ReactNode;
  /** Between the outcome and the form (the popup's preview). */
  beforeForm?: ReactNode;
  /** The form's buttons; "Salvar" unless the page has more to offer. */
  submit?: ReactNode;
  /** A form whose parts are cards of their own (a table among fields) is no card itself. */
  plain?: boolean;
  /** Below the form, before its history. */
  afterForm?: ReactNode;
  /** The record's changes, newest first; none on a record not created yet. */
  history?: readonly AuditEntry[] | undefined;
  /** The labels the history names the fields by, when they are more than the form's. */
  historyLabels?: Record<string, string>;
  /** The owner's words for the stored values of the form's choice fields, in the history. */
  historyChoices?: ChoiceNames;
  children: ReactNode;
}

/**
 * Every form page of the back office, one shape so the owner always finds things in the same
 * place: the heading, the outcome of the last post (a status or an alert, see FormNotice), the
 * form posting to the page (no script: the server judges every field), and the record's history.
 */
export function FormFrame({
  form,
  title,
  section,
  action,
  lead,
  beforeForm,
  submit,
  plain,
  afterForm,
  history,
  historyLabels,
  historyChoices,
  children,
}: FormFrameProps) {
  const { state, labels } = form;
  return (
    <AdminDocument title={title} storeName={state.storeName} owner={state.owner} section={section}>
      {lead}
      <FormNotice saved={state.saved} message={state.message} errors={state.errors ?? {}} labels={labels} />
      {beforeForm}
      <form className={plain ? undefined : 'card'} method="post" action={action} noValidate>
        {state.baseline ? <input type="hidden" name={BASELINE_FIELD} value={baselineValue(state.baseline)} /> : null}
        {children}
        {submit ?? <SaveButton />}
      </form>
      {afterForm}
      <RecordHistory entries={history} labels={historyLabels ?? labels} choices={historyChoices} />
    </AdminDocument>
  );
}

/** "Salvar": posts the form to its own page. */
function SaveButton() {
  return (
    <button className="button" type="submit">
      Salvar
    </button>
  );
}

/** "Salvar" beside the form's other buttons ("Pré-visualizar"), in one row. */
export function FormActions({ children }: { children?: ReactNode }) {
  return (
    <div className="actions">
      <SaveButton />
      {children}
    </div>
  );
}

/** The paragraph above a form leading back to its list ("← Todos os cupons"), and any related page after it. */
export function BackLink({ href, label, children }: { href: string; label: string; children?: ReactNode }) {
  return (
    <p>
      <a href={href}>{label}</a>
      {children}
    </p>
  );
}
