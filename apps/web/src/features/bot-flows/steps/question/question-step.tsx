import { QuestionCircleOutlined } from '@ant-design/icons';
import { isolate, type BuilderFlowStep } from '../builder-flow-step.ts';
import { QuestionEditor } from './question-editor.tsx';

export const questionStep: BuilderFlowStep<'question'> = {
  icon: <QuestionCircleOutlined />,
  defaultData: () => ({ text: '', field: 'answer', answer_kind: 'text', retry_text: '' }),
  handles: () => [{ id: 'answered', kind: 'answered' }],
  summary: (data, t) =>
    t(data.text ? 'botFlows.summary.question' : 'botFlows.summary.noQuestion', {
      text: data.text,
      field: isolate(data.field),
    }),
  Editor: QuestionEditor,
  problemsShownByEditor: ['text', 'field'],
};
