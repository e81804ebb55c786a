import type { WorkflowDeclaration, WorkflowState } from '@spm/domain';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmButton } from './DocumentEntry';
import { PermissionButton } from './PermissionButton';
import { stepPermission } from './step-actions';

export type StepButtonProps<S extends WorkflowState, A extends string, D> = Omit<ButtonProps, 'onClick'> & {
  workflow: WorkflowDeclaration<S, A, D>;
  action: A;
  /** The document's state (its status). */
  state: WorkflowState;
  /** The document's approval level, for a step of an approver with levels; the first unless given. */
  level?: number | null;
  /** Asked before `onClick` runs. */
  confirm?: string;
  onClick: () => unknown;
  'data-testid'?: string;
};

/**
 * The button of the workflow step `action` on a document's page, from the declaration the server runs
 * (`@spm/domain`): shown only where the step leaves from the document's `state`, to holders of its
 * permission (`stepPermission`); with `confirm`, asking it first.
 */
export function StepButton<S extends WorkflowState, A extends string, D>({
  workflow,
  action,
  state,
  level,
  confirm,
  onClick,
  ...button
}: StepButtonProps<S, A, D>) {
  const code = stepPermission(workflow, action, state, level);
  if (code === null) return null;
  if (confirm) return <ConfirmButton {...button} code={code} content={confirm} onConfirm={onClick} />;
  return <PermissionButton {...button} code={code} onClick={() => void onClick()} />;
}

/** One button of `StepButtons`: its step, wording, look, test id, question and click. */
export interface StepButtonSpec<A extends string> {
  action: A;
  label: ReactNode;
  type?: ButtonProps['type'];
  danger?: boolean;
  testId?: string;
  confirm?: string;
  onClick: () => unknown;
}

/**
 * The buttons of a document's workflow steps, in the order given: each a `StepButton` of `workflow`
 * on the document's `state` (shown only where its step leaves from that state, to holders of its
 * permission).
 */
export function StepButtons<S extends WorkflowState, A extends string, D>({
  workflow,
  state,
  steps,
}: {
  workflow: WorkflowDeclaration<S, A, D>;
  state: WorkflowState;
  steps: StepButtonSpec<A>[];
}) {
  return steps.map(({ action, label, testId, ...button }) => (
    <StepButton
      key={action}
      workflow={workflow}
      action={action}
      state={state}
      data-testid={testId}
      {...button}
    >
      {label}
    </StepButton>
  ));
}
