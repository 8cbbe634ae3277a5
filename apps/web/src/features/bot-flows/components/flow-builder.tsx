import type { BotFlow, FlowNodeType } from '@app/contract';
import { useEdgesState, useNodesState, useReactFlow, type Connection } from '@xyflow/react';
import { App } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBotSwitch } from '@/features/bot/index.ts';
import { BotOffWarning } from '@/shared/ui/bot-off-warning.tsx';
import { isApiError } from '@/shared/api/api-error.ts';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { useShowApiError } from '@/shared/ui/use-show-api-error.tsx';
import { useReducedMotion } from '@/shared/lib/use-reduced-motion.ts';
import { useProductCardOptions } from '@/shared/product-cards/use-product-card-options.ts';
import { selectCurrentPage, useSession } from '@/shared/session/session-store.ts';
import { useCheckFlow } from '../api/check-flow.ts';
import { useFlowStats } from '../api/flow-stats.ts';
import { useFlowList } from '../api/list-flows.ts';
import { usePublishFlow } from '../api/publish-flow.ts';
import { useSaveFlowDraft } from '../api/save-flow-draft.ts';
import {
  canConnect,
  changeNodeData,
  connectEdge,
  createCanvasNode,
  toCanvas,
  toDocument,
  type FlowCanvasEdge,
  type FlowCanvasNode,
  type FlowNodeData,
} from '../model/flow-document.ts';
import { freeSpot, newStepSize } from '../model/free-spot.ts';
import { problemNodeId, problemsByNode, problemsFromErrors, type BuilderProblem } from '../model/flow-problems.ts';
import { indexFlowStats } from '../model/flow-try.ts';
import { builderStepOf } from '../steps/builder-flow-steps.ts';
import { FlowBuilderToolbar } from './flow-builder-toolbar.tsx';
import { FlowCanvas } from './flow-canvas.tsx';
import { FlowCanvasContext } from './flow-node-card.tsx';
import { FlowSidePanel } from './flow-side-panel.tsx';
import { FlowTryPane } from './flow-try-pane.tsx';
import { ConflictModal, useLeaveGuard } from './leave-guard.tsx';
import { NodePalette } from './node-palette.tsx';
import { useFlowTry } from './use-flow-try.ts';

const snapshotOf = (name: string, document: unknown) => JSON.stringify([name.trim(), document]);

type FlowBuilderProps = { flow: BotFlow; onReload: () => Promise<void> };

/** The canvas of one flow with its palette, side panel, and the save, check and publish actions. */
export function FlowBuilder({ flow: loaded, onReload }: FlowBuilderProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showApiError = useShowApiError();
  const dark = usePreferences((state) => state.darkMode);
  const direction = directionOf(usePreferences((state) => state.locale));
  const reactFlow = useReactFlow<FlowCanvasNode, FlowCanvasEdge>();
  const initial = useMemo(() => toCanvas(loaded.draft), [loaded]);
  const [nodes, setNodes, onNodesChange] = useNodesState<FlowCanvasNode>(initial.nodes);
  const [edges, setEdges, onEdgesChange] = useEdgesState<FlowCanvasEdge>(initial.edges);
  const [flow, setFlow] = useState(loaded);
  const [name, setName] = useState(loaded.name);
  const [saved, setSaved] = useState(() => snapshotOf(loaded.name, toDocument(initial)));
  const [problems, setProblems] = useState<BuilderProblem[] | null>(null);
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState<'save' | 'check' | 'publish' | null>(null);
  const flows = useFlowList().data?.flows ?? [];
  const save = useSaveFlowDraft();
  const check = useCheckFlow();
  const publish = usePublishFlow();
  const [trying, setTrying] = useState(false);
  const [statsShown, setStatsShown] = useState(false);
  const stats = useFlowStats(loaded.id, statsShown);
  const botSwitch = useBotSwitch();
  // The canvas pans to a step smoothly, or at once for someone who asked for less motion.
  const panDuration = useReducedMotion() ? 0 : 300;

  const document = useMemo(() => toDocument({ nodes, edges }), [nodes, edges]);
  const dirty = snapshotOf(name, document) !== saved;
  useLeaveGuard(dirty);

  const byNode = useMemo(() => problemsByNode(problems ?? [], document), [problems, document]);
  // The store's items are read only when a message sends product cards (their nodes show the items' names).
  const sellsProducts = nodes.some((node) => node.type === 'message' && node.data.message_type === 'products');
  const pageId = useSession((state) => selectCurrentPage(state)?.id ?? null);
  const productItems = useProductCardOptions(sellsProducts ? pageId : null).data?.items;
  const flowTry = useFlowTry(flow.id, () => saveDraft());
  const currentNodeId = trying ? (flowTry.transcript.state?.node_id ?? null) : null;
  // The step being tried is brought into view at the seller's zoom (a wide flow is panned, not shrunk).
  useEffect(() => {
    if (!currentNodeId) return;
    const zoom = reactFlow.getZoom();
    void reactFlow.fitView({ nodes: [{ id: currentNodeId }], duration: panDuration, minZoom: zoom, maxZoom: zoom });
  }, [currentNodeId, reactFlow, panDuration]);
  const statsIndex = useMemo(
    () => (statsShown && stats.data ? indexFlowStats(stats.data) : null),
    [statsShown, stats.data],
  );
  const canvasContext = useMemo(
    () => ({
      problems: byNode,
      flowName: (id: number) => flows.find((item) => item.id === id)?.name ?? null,
      itemName: (id: number) => productItems?.find((item) => item.id === id)?.name ?? null,
      currentNodeId,
      stats: statsIndex,
    }),
    [byNode, flows, productItems, currentNodeId, statsIndex],
  );
  const selectedNodes = nodes.filter((node) => node.selected);
  const selectedNode = selectedNodes.length === 1 ? selectedNodes[0]! : null;
  const selectedEdge = selectedNode ? null : (edges.find((edge) => edge.selected) ?? null);

  const addNode = (type: FlowNodeType, position: { x: number; y: number }) => {
    const node = { ...createCanvasNode(type, position, new Set(nodes.map((item) => item.id))), selected: true };
    setNodes([...nodes.map((item) => (item.selected ? { ...item, selected: false } : item)), node]);
  };
  const addInView = (type: FlowNodeType) => {
    const bounds = window.document.querySelector('.flow-canvas')?.getBoundingClientRect();
    const topLeft = bounds ? reactFlow.screenToFlowPosition({ x: bounds.left, y: bounds.top }) : { x: 0, y: 0 };
    const bottomRight = bounds
      ? reactFlow.screenToFlowPosition({ x: bounds.right, y: bounds.bottom })
      : { x: newStepSize.width * 2, y: newStepSize.height * 2 };
    const view = { ...topLeft, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y };
    const steps = nodes.map((node) => ({
      ...node.position,
      width: node.measured?.width ?? newStepSize.width,
      height: node.measured?.height ?? newStepSize.height,
    }));
    const { spot, inView } = freeSpot(view, steps);
    addNode(type, spot);
    if (!inView) {
      void reactFlow.setCenter(spot.x + newStepSize.width / 2, spot.y + newStepSize.height / 2, {
        zoom: reactFlow.getZoom(),
        duration: panDuration,
      });
    }
  };
  const changeData = (nodeId: string, data: FlowNodeData) => {
    const next = changeNodeData({ nodes, edges }, nodeId, data);
    setNodes(next.nodes);
    setEdges(next.edges);
  };
  const deleteNode = (nodeId: string) => {
    setNodes(nodes.filter((node) => node.id !== nodeId));
    setEdges(edges.filter((edge) => edge.source !== nodeId && edge.target !== nodeId));
  };
  const focusNode = (nodeId: string) => {
    setNodes(nodes.map((node) => ({ ...node, selected: node.id === nodeId })));
    setEdges(edges.map((edge) => (edge.selected ? { ...edge, selected: false } : edge)));
    void reactFlow.fitView({ nodes: [{ id: nodeId }], duration: panDuration, maxZoom: 1.1, padding: 0.6 });
  };

  /** Saves when the canvas differs from the saved draft; false when the save was refused. */
  const saveDraft = async (force = false): Promise<boolean> => {
    if (!dirty && !force) return true;
    try {
      const answer = await save.mutateAsync({
        id: flow.id,
        name: name.trim() || flow.name,
        draft: document,
        draftRevision: flow.draft_revision,
      });
      setFlow(answer.flow);
      setSaved(snapshotOf(name, document));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) setConflict(true);
      else if (isApiError(error) && error.status === 422 && error.errors) {
        setProblems(problemsFromErrors(error.errors, document));
        void message.error(t('botFlows.saveRefused'));
      } else showApiError(error);
      return false;
    }
  };
  const run = async (action: 'save' | 'check' | 'publish') => {
    setBusy(action);
    try {
      if (!(await saveDraft(action === 'save'))) return;
      if (action === 'save') {
        void message.success(t('botFlows.saved'));
        return;
      }
      if (action === 'check') {
        const answer = await check.mutateAsync(flow.id);
        setProblems(answer.problems);
        return;
      }
      try {
        const answer = await publish.mutateAsync(flow.id);
        setFlow(answer.flow);
        setProblems([]);
        void message.success(t('botFlows.publishedVersion', { version: answer.flow.published_version }));
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.errors) {
          setProblems(problemsFromErrors(error.errors, document));
          void message.error(t('botFlows.publishRefused'));
        } else throw error;
      }
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(null);
    }
  };

  const hasStart = nodes.some((node) => builderStepOf(node.type).entry);
  return (
    <div className="flow-builder" data-testid="flow-builder" data-dirty={dirty}>
      <FlowBuilderToolbar
        flow={flow}
        name={name}
        onNameChange={setName}
        dirty={dirty}
        busy={busy}
        onSave={() => void run('save')}
        onCheck={() => void run('check')}
        onPublish={() => void run('publish')}
        trying={trying}
        onToggleTry={() => {
          if (trying) setTrying(false);
          else {
            setTrying(true);
            flowTry.step({ type: 'start' });
          }
        }}
        statsShown={statsShown}
        stats={statsShown ? (stats.data ?? null) : null}
        onToggleStats={() => {
          if (statsShown) setStatsShown(false);
          else setStatsShown(true);
        }}
      />
      {botSwitch.botOff ? (
        <BotOffWarning subject="flow" turning={botSwitch.turning} onTurnOn={botSwitch.turnOn} />
      ) : null}
      <div className="flow-workspace">
        <NodePalette onAdd={addInView} hasStart={hasStart} />
        <FlowCanvasContext.Provider value={canvasContext}>
          <FlowCanvas
            nodes={nodes}
            edges={edges}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={(connection: Connection) => setEdges(connectEdge(edges, connection))}
            isValidConnection={(connection) => canConnect(connection, nodes)}
            onDropNode={(type, screen) => addNode(type, reactFlow.screenToFlowPosition(screen))}
            dark={dark}
            direction={direction}
          />
        </FlowCanvasContext.Provider>
        {trying ? (
          <FlowTryPane session={flowTry} flowName={canvasContext.flowName} onClose={() => setTrying(false)} />
        ) : (
          <FlowSidePanel
            flowId={flow.id}
            flows={flows}
            problems={problems}
            problemNode={(problem) => problemNodeId(problem, document)}
            nodes={nodes}
            selectedNode={selectedNode}
            selectedEdge={selectedEdge}
            nodeProblems={selectedNode ? (byNode.get(selectedNode.id) ?? []) : []}
            onPickProblem={focusNode}
            onChangeData={changeData}
            onDeleteNode={deleteNode}
            onDeleteEdge={(edgeId) => setEdges(edges.filter((edge) => edge.id !== edgeId))}
          />
        )}
      </div>
      <ConflictModal
        open={conflict}
        onKeep={() => setConflict(false)}
        onReload={() => {
          setConflict(false);
          void onReload();
        }}
      />
    </div>
  );
}
