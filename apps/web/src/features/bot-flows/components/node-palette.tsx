import { flowNodeTypes, type FlowNodeType } from '@app/contract';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/shared/i18n/locale-registry.ts';
import { usePreferences } from '@/shared/session/preferences-store.ts';
import { builderStepOf } from '../steps/builder-flow-steps.ts';

/** The drag payload the canvas reads on drop. */
export const paletteDragType = 'application/x-flow-node-type';

type NodePaletteProps = {
  onAdd: (type: FlowNodeType) => void;
  /** A flow has one start: the palette offers it only when the seller removed it from a broken draft. */
  hasStart: boolean;
};

/** The steps a flow is made of: dragged onto the canvas, or clicked to add one in the middle of the view. */
export function NodePalette({ onAdd, hasStart }: NodePaletteProps) {
  const { t } = useTranslation();
  // The palette sits on the start side of the screen: its hints open towards the canvas.
  const placement = directionOf(usePreferences((state) => state.locale)) === 'rtl' ? 'left' : 'right';
  return (
    <nav className="flow-palette" aria-label={t('botFlows.palette.title')} data-testid="flow-palette">
      <div className="flow-palette-title">{t('botFlows.palette.title')}</div>
      <div className="flow-palette-hint">{t('botFlows.palette.hint')}</div>
      {flowNodeTypes.map((type) => {
        const step = builderStepOf(type);
        const disabled = step.entry === true && hasStart;
        return (
          <Tooltip key={type} title={t(`botFlows.typeHints.${type}`)} placement={placement}>
            <button
              type="button"
              className={`flow-palette-item flow-palette-item-${type}`}
              draggable={!disabled}
              disabled={disabled}
              onDragStart={(event) => {
                event.dataTransfer.setData(paletteDragType, type);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onClick={() => onAdd(type)}
              data-testid={`palette-${type}`}
            >
              <span className="flow-palette-icon">{step.icon}</span>
              <span>{t(`botFlows.types.${type}`)}</span>
            </button>
          </Tooltip>
        );
      })}
    </nav>
  );
}
