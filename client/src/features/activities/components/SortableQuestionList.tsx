import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, Stack } from '@mantine/core';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionReorderControls } from './QuestionReorderControls';
import type { QuestionItem } from './QuestionPane';

type Props = {
  items: QuestionItem[];
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  /** One card, given its reorder tools to show in its header. */
  renderCard: (item: QuestionItem, index: number, controls: ReactNode) => ReactNode;
};

/**
 * A pane's questions as a sortable list (issue 21, @dnd-kit): dragged by the handle with a pointer,
 * or with the keyboard (Space or Enter on the handle, the arrows, Space or Enter to drop, Escape to
 * cancel), each step told to screen readers in the manager's language.
 */
export function SortableQuestionList({ items, onMove, onDuplicate, renderCard }: Props) {
  const { t } = useTranslation('manage');
  // A few pixels before a drag starts, so that a click on the handle stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.key === id);
  type Step = 'reorder.pickedUp' | 'reorder.over' | 'reorder.dropped' | 'reorder.cancelled';
  const spoken = (key: Step, active: UniqueIdentifier, at: UniqueIdentifier | undefined) =>
    t(key, { number: indexOf(active) + 1, position: indexOf(at ?? active) + 1, count: items.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return spoken('reorder.pickedUp', active.id, undefined);
    },
    // dnd-kit reports the card over itself as the drag starts: saying it would cut off "Picked up".
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return spoken('reorder.over', active.id, over.id);
    },
    onDragEnd: ({ active, over }) => spoken(over ? 'reorder.dropped' : 'reorder.cancelled', active.id, over?.id),
    onDragCancel: ({ active }) => spoken('reorder.cancelled', active.id, undefined),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <Stack gap="md">
          {items.map((item, index) => (
            <SortableQuestion key={item.key} id={item.key} roleDescription={t('reorder.roleDescription')}>
              {(handleRef, handleProps) =>
                renderCard(
                  item,
                  index,
                  <QuestionReorderControls
                    number={index + 1}
                    count={items.length}
                    onMove={(to) => onMove(index, to)}
                    onDuplicate={() => onDuplicate(index)}
                    handleRef={handleRef}
                    handleProps={handleProps}
                  />,
                )
              }
            </SortableQuestion>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

type SortableProps = {
  id: number;
  /** What screen readers call the handle, in the manager's language (dnd-kit's default is English). */
  roleDescription: string;
  children: (handleRef: (element: HTMLButtonElement | null) => void, handleProps: object) => ReactNode;
};

/** One sortable card: it moves while dragged, and only its handle starts a drag (its fields stay editable). */
function SortableQuestion({ id, roleDescription, children }: SortableProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription },
  });
  return (
    <Box
      ref={setNodeRef}
      data-question-key={id}
      style={{
        transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      {children(setActivatorNodeRef, { ...attributes, ...listeners })}
    </Box>
  );
}
