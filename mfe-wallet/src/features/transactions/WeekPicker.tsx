import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { formatCalendarDate, initialScrollRow, isSelectableRow, nextSelectableRow, rowIndexOfWeek, type WeekPickerRow, weekPickerRows, type WeekSelection } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Text } from '@kk/ui';

const ROW_HEIGHT_PX = 36;

type WeekRow = Extract<WeekPickerRow, { kind: 'week' }>;

/**
 * The week selector (spec sections 3, 5 and 9): three years of 52 ISO weeks under
 * year headers that cannot be chosen, opened scrolled to three rows above the current
 * week. A listbox: arrow keys skip the headers, Enter chooses, Escape closes.
 */
export function WeekPicker({ current, value, onChange }: { current: WeekSelection; value: WeekSelection | null; onChange: (week: WeekRow) => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const rows = useMemo(() => weekPickerRows(current), [current]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(() => rowIndexOfWeek(rows, value ?? current));
  const listRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open || !listRef.current) return;
    listRef.current.scrollTop = initialScrollRow(rows, value ?? current) * ROW_HEIGHT_PX;
    listRef.current.focus();
  }, [open, rows, value, current]);

  const choose = (index: number) => {
    const row = rows[index];
    if (!row || !isSelectableRow(row)) return;
    onChange(row);
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => nextSelectableRow(rows, active, 1),
      ArrowUp: () => nextSelectableRow(rows, active, -1),
      Home: () => nextSelectableRow(rows, -1, 1),
      End: () => nextSelectableRow(rows, rows.length, -1),
    };
    if (moves[event.key]) {
      event.preventDefault();
      const next = moves[event.key]!();
      setActive(next);
      document.getElementById(`${id}-row-${next}`)?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const label = value ? t('week.label', { week: value.week, year: value.year }) : t('week.choose');
  return (
    <Box position="relative">
      <Button ref={buttonRef} variant="outline" size="sm" aria-haspopup="listbox" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="week-picker">
        {label}
      </Button>
      {open && (
        <Box
          ref={listRef}
          role="listbox"
          aria-label={t('week.listLabel')}
          aria-activedescendant={`${id}-row-${active}`}
          tabIndex={0}
          onKeyDown={onKeyDown}
          position="absolute"
          zIndex="dropdown"
          mt="1"
          w="18rem"
          maxH={`${ROW_HEIGHT_PX * 8}px`}
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          data-testid="week-list"
        >
          {rows.map((row, index) =>
            row.kind === 'header' ? (
              <Text key={`h-${row.year}`} role="presentation" h={`${ROW_HEIGHT_PX}px`} lineHeight={`${ROW_HEIGHT_PX}px`} px="3" fontWeight="bold" bg="bg.muted" data-header-row>
                {row.year}
              </Text>
            ) : (
              <Box
                key={`${row.year}-${row.week}`}
                id={`${id}-row-${index}`}
                role="option"
                aria-selected={value?.year === row.year && value.week === row.week}
                h={`${ROW_HEIGHT_PX}px`}
                px="3"
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                cursor="pointer"
                bg={index === active ? 'brand.subtle' : undefined}
                fontWeight={row.year === current.year && row.week === current.week ? 'bold' : undefined}
                onClick={() => choose(index)}
                data-week={`${row.year}-${row.week}`}
              >
                <span>{t('week.short', { week: row.week })}</span>
                <Text as="span" fontSize="xs" color="fg.muted">{formatCalendarDate(row.start, culture)} – {formatCalendarDate(row.end, culture)}</Text>
              </Box>
            ),
          )}
        </Box>
      )}
    </Box>
  );
}
