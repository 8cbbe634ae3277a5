import '@xyflow/react/dist/style.css';
import type { FlowNodeType } from '@app/contract';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  type Connection,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowCanvasEdge, FlowCanvasNode } from '../model/flow-document.ts';
import { flowNodeComponents } from './flow-node-card.tsx';
import { paletteDragType } from './node-palette.tsx';

type FlowCanvasProps = {
  nodes: FlowCanvasNode[];
  edges: FlowCanvasEdge[];
  onNodesChange: (changes: NodeChange<FlowCanvasNode>[]) => void;
  onEdgesChange: (changes: EdgeChange<FlowCanvasEdge>[]) => void;
  onConnect: (connection: Connection) => void;
  isValidConnection: (connection: Connection | FlowCanvasEdge) => boolean;
  onDropNode: (type: FlowNodeType, screen: { x: number; y: number }) => void;
  dark: boolean;
  direction: 'ltr' | 'rtl';
};

const defaultEdgeOptions = { markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 } };
const deleteKeys = ['Backspace', 'Delete'];
const minimapSize = { width: 160, height: 110 };
// Steps stay readable when a flow opens and after the "fit view" control; a wide flow is panned rather than shrunk.
const fitViewOptions = { maxZoom: 1, minZoom: 0.65, padding: 0.1 };

/**
 * React Flow's canvas. Its geometry stays left to right in every language (branches leave on the right); the
 * zoom controls sit in the corner the language starts from and the mini map in the other.
 */
export function FlowCanvas(props: FlowCanvasProps) {
  const { t } = useTranslation();
  const start = props.direction === 'rtl' ? 'right' : 'left';
  const end = props.direction === 'rtl' ? 'left' : 'right';
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(paletteDragType)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDrop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(paletteDragType) as FlowNodeType;
    if (!type) return;
    event.preventDefault();
    props.onDropNode(type, { x: event.clientX, y: event.clientY });
  };
  return (
    <div className="flow-canvas" dir="ltr" data-testid="flow-canvas">
      <ReactFlow<FlowCanvasNode, FlowCanvasEdge>
        nodes={props.nodes}
        edges={props.edges}
        onNodesChange={props.onNodesChange}
        onEdgesChange={props.onEdgesChange}
        onConnect={props.onConnect}
        isValidConnection={props.isValidConnection}
        nodeTypes={flowNodeComponents}
        defaultEdgeOptions={defaultEdgeOptions}
        colorMode={props.dark ? 'dark' : 'light'}
        deleteKeyCode={deleteKeys}
        onDragOver={onDragOver}
        onDrop={onDrop}
        fitView
        fitViewOptions={fitViewOptions}
        minZoom={0.2}
        maxZoom={2}
        attributionPosition={`top-${end}`}
        ariaLabelConfig={{
          'controls.ariaLabel': t('botFlows.canvas.controls'),
          'controls.zoomIn.ariaLabel': t('botFlows.canvas.zoomIn'),
          'controls.zoomOut.ariaLabel': t('botFlows.canvas.zoomOut'),
          'controls.fitView.ariaLabel': t('botFlows.canvas.fitView'),
          'controls.interactive.ariaLabel': t('botFlows.canvas.interactive'),
          'minimap.ariaLabel': t('botFlows.canvas.minimap'),
          'handle.ariaLabel': t('botFlows.canvas.handle'),
          'node.a11yDescription.default': t('botFlows.canvas.nodeHelp'),
          'edge.a11yDescription.default': t('botFlows.canvas.edgeHelp'),
        }}
      >
        <Background gap={20} />
        <Controls position={`bottom-${start}`} showInteractive={false} fitViewOptions={fitViewOptions} />
        <MiniMap position={`bottom-${end}`} pannable zoomable style={minimapSize} />
      </ReactFlow>
    </div>
  );
}
