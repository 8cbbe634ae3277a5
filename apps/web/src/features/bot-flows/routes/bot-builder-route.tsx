import '../bot-flows.css';
import { ReactFlowProvider } from '@xyflow/react';
import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useFlow } from '../api/get-flow.ts';
import { FlowBuilder } from '../components/flow-builder.tsx';
import { FlowsList } from '../components/flows-list.tsx';

function FlowBuilderScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const flow = useFlow(id);
  // A reload after a refused save starts the canvas over from the server's draft.
  const [generation, setGeneration] = useState(0);
  if (flow.isLoading) return <Skeleton active />;
  if (!flow.data) {
    return <Alert type="error" showIcon title={describeApiError(flow.error, t).title} data-testid="flow-error" />;
  }
  return (
    <ReactFlowProvider key={generation}>
      <FlowBuilder
        flow={flow.data.flow}
        onReload={async () => {
          await flow.refetch();
          setGeneration((value) => value + 1);
        }}
      />
    </ReactFlowProvider>
  );
}

/** `/dashboard/bot/builder/{id?}`: the flows without an id, one flow's canvas with it. */
export function BotBuilderRoute() {
  const { id } = useParams();
  const flowId = id === undefined ? null : Number(id);
  if (flowId === null) return <FlowsList />;
  return <FlowBuilderScreen key={flowId} id={flowId} />;
}
