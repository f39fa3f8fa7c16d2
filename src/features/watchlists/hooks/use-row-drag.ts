import { useState, type DragEvent } from 'react';

/**
 * Reorder by dragging a row onto another (native HTML5 drag and drop: no library to load). The
 * keyboard way is the row's move buttons; this is the pointer way to the same reorder.
 */
export function useRowDrag(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };
  return (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragging(index);
    },
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null && dragging !== index) onMove(dragging, index);
      reset();
    },
    onDragEnd: reset,
    'data-dragging': dragging === index ? '' : undefined,
    'data-drop-target': over === index && dragging !== null && dragging !== index ? '' : undefined,
  });
}
