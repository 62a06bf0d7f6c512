// Put in order on a phone: the items in the order the server shuffled them, each in its colour and
// shape (the big screen's, so a player can match the two) with the place it holds now. A player
// drags a row by its handle, or uses its Move up and Move down buttons, which a keyboard and a
// screen reader reach and which say the item and its place; each move is then said aloud. Submit
// sends every item's shown number in the order arranged. Once sent, the list shows the order sent
// (the server's copy after a reload) and nothing moves.
import { Box, Button, Stack, Text, UnstyledButton, VisuallyHidden } from '../../../components/phoneKit';
import { parseOrder, type AnswerValue } from '@quizfest/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { optionStyle } from '../../../lib/live/optionStyle';
import { moveItem } from '../moveItem';
import { useDragToReorder } from '../useDragToReorder';
import { optionButtonStyle } from './optionButtonStyle';
import { OptionShape } from './OptionShape';

type Props = {
  /** The items' texts in the order shown (item 1 first). */
  answers: readonly string[];
  itemCount: number;
  /** The answer sent or stored, once there is one ([3, 1, 2] as sent, '3,1,2' as stored). */
  submitted: AnswerValue | null;
  disabled: boolean;
  onSubmit: (order: number[]) => void;
};

type Way = 'up' | 'down';

export function OrderAnswer({ answers, itemCount, submitted, disabled, onSubmit }: Props) {
  const { t } = useTranslation();
  // Kept while the question is paused or closes, so that the arrangement is still there on resume.
  const [order, setOrder] = useState(() => Array.from({ length: itemCount }, (_, i) => i + 1));
  const [said, setSaid] = useState('');
  const [moved, setMoved] = useState<{ item: number; way: Way } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const sent = submitted === null ? null : ((typeof submitted === 'number' ? null : parseOrder(submitted, itemCount)) ?? order);
  const shown = sent ?? order;
  const locked = disabled || sent !== null;
  const text = (item: number) => answers[item - 1] ?? t('question.option', { number: item });
  const place = (index: number) => t('score.place', { rank: index + 1, total: itemCount });

  const move = (from: number, to: number) => {
    const item = order[from];
    if (locked || item === undefined || to < 0 || to >= itemCount || to === from) return;
    setOrder(moveItem(order, from, to));
    // Said in any language: the item, a comma and its place ('Mars, 1 of 4').
    setSaid(`${text(item)}, ${place(to)}`);
  };
  const drag = useDragToReorder(!locked, move);

  // A moved row may be re-inserted in the page, and a button at the end of the list is disabled:
  // either way focus would drop to the page's body. It stays on the moved item's buttons instead.
  useEffect(() => {
    if (!moved) return;
    const same = buttons.current.get(`${moved.item}${moved.way}`);
    const other = buttons.current.get(`${moved.item}${moved.way === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [moved]);

  const moveButton = (item: number, index: number, way: Way) => {
    const to = way === 'up' ? index - 1 : index + 1;
    const off = locked || to < 0 || to >= itemCount;
    return (
      <UnstyledButton
        ref={(button) => {
          buttons.current.set(`${item}${way}`, button);
        }}
        aria-label={t(`question.${way}`, { item: text(item), place: place(index) })}
        disabled={off}
        onClick={() => {
          move(index, to);
          setMoved({ item, way });
        }}
        w={44}
        h={44}
        fz={22}
        fw={900}
        ta="center"
        style={{ flex: 'none', borderRadius: 8, border: '2px solid currentColor', opacity: off ? 0.35 : 1 }}
      >
        <span aria-hidden>{way === 'up' ? '↑' : '↓'}</span>
      </UnstyledButton>
    );
  };

  return (
    <Stack gap="sm">
      <Stack component="ol" aria-label={t('question.yourAnswer')} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((item, index) => {
          const style = optionStyle(item - 1);
          const row = drag.row(index);
          const handle = drag.handle(index);
          return (
            <Box
              component="li"
              key={item}
              ref={row.ref}
              mih={64}
              px="xs"
              py={6}
              // The sent order is the answer: no row fades then. Time up or paused, they all do.
              style={{
                ...optionButtonStyle(style, { faded: disabled && sent === null, picked: false, locked: true }),
                gap: 8,
                ...row.style,
              }}
            >
              {/* The handle: the place number, a grip, the shape. Pointer only; the buttons do the same by keyboard. */}
              <Box
                {...handle}
                data-part="handle"
                style={{ ...handle.style, display: 'flex', alignItems: 'center', gap: 6, alignSelf: 'stretch', flex: 'none' }}
              >
                {sent === null && <Grip />}
                <Text component="span" aria-hidden fz={20} fw={900} w={20} ta="center">
                  {index + 1}
                </Text>
                <OptionShape option={style} fz={24} lh={1} w={26} ta="center" />
              </Box>
              <Text component="span" fz={18} fw={700} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {text(item)}
              </Text>
              {sent === null && (
                <>
                  {moveButton(item, index, 'up')}
                  {moveButton(item, index, 'down')}
                </>
              )}
            </Box>
          );
        })}
      </Stack>
      {sent === null && (
        <>
          <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
          <Button size="lg" h={56} fullWidth disabled={disabled} onClick={() => onSubmit(order)}>
            {t('question.submit')}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** Six dots, as drag handles are drawn: a picture of a grip rather than a glyph some phones lack. */
function Grip() {
  return (
    <Box
      aria-hidden
      w={10}
      h={22}
      style={{ backgroundImage: 'radial-gradient(currentColor 1.5px, transparent 2px)', backgroundSize: '5px 7.33px', opacity: 0.8 }}
    />
  );
}
