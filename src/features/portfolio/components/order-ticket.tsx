import { Alert, Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useOrderTicket, type PriceState, type TicketSubject } from '../hooks/use-order-ticket';
import { formatRupees, formatShareCount } from '../model/format';
import { TicketFields, ticketFieldId } from './order-ticket-fields';
import { OrderTicketPreview } from './order-ticket-preview';
import { OrderTicketResult } from './order-ticket-result';
import { SymbolPicker } from './order-ticket-symbol';
import { confirmLine } from './order-ticket-text';

export interface OrderTicketProps extends TicketSubject {
  name?: string | undefined;
  open: boolean;
  /** Focus goes back to the control that opened the ticket. */
  onClose: () => void;
}

/**
 * The order ticket (issue 11), usable from anywhere: holdings, stock pages, watchlists. A dialog
 * on tablets, full screen on phones; edit with live checks and a preview, confirm, then the
 * result (filled, waiting for the price, rejected with why, or not sent while offline).
 */
export function OrderTicket(props: OrderTicketProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={props.open}
      onOpenChange={(details) => {
        if (!details.open) props.onClose();
      }}
      size={{ base: 'full', md: 'md' }}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="order-ticket">
            <TicketBody {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TicketBody({ name, order, onClose, ...subject }: OrderTicketProps) {
  const ticket = useOrderTicket({ order, ...subject });
  const symbol = ticket.symbol;
  const picking = subject.symbol === '';
  const formId = useId();
  const sideWord = ticket.draft.side === 'BUY' ? 'Buy' : 'Sell';
  const review = () => {
    const field = ticket.review();
    if (field) document.getElementById(ticketFieldId(field))?.focus();
  };
  const amountHint =
    ticket.order && ticket.last !== undefined && ticket.order.quantity > 0
      ? `= ${formatShareCount(ticket.order.quantity)} at ${formatRupees(ticket.last)}`
      : 'Whole shares at the last price';
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap={1}>
        <Dialog.Title>
          {order ? `Change order: ${sideWord} ${symbol}` : `${sideWord} ${symbol || 'a stock'}`}
        </Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {[name ?? order?.name, symbol ? lastPriceText(ticket.priceState, ticket.last) : null]
            .filter(Boolean)
            .join(' · ')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        {symbol === '' ? (
          <SymbolPicker onChoose={ticket.chooseSymbol} />
        ) : ticket.step === 'result' && ticket.outcome ? (
          <OrderTicketResult outcome={ticket.outcome} />
        ) : ticket.step === 'confirm' && ticket.order && ticket.preview ? (
          <Stack gap={4}>
            <Text fontWeight="semibold" fontSize="lg" data-testid="order-confirm">
              {confirmLine(symbol, ticket.order, ticket.preview.total)}
            </Text>
            <OrderTicketPreview
              side={ticket.draft.side}
              preview={ticket.preview}
              availablePaise={ticket.available}
              held={ticket.held}
            />
          </Stack>
        ) : (
          <chakra.form
            id={formId}
            display="flex"
            flexDirection="column"
            gap={5}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              review();
            }}
          >
            {ticket.noAccount ? <NoAccount /> : null}
            {picking && ticket.priceState === 'missing' ? (
              <Button
                variant="outline"
                alignSelf="flex-start"
                onClick={() => ticket.chooseSymbol('')}
              >
                Choose another stock
              </Button>
            ) : null}
            {ticket.formError ? (
              <Alert.Root status="error" borderRadius="l2" role="alert">
                <Alert.Indicator />
                <Alert.Description>{ticket.formError}</Alert.Description>
              </Alert.Root>
            ) : null}
            <TicketFields
              draft={ticket.draft}
              errors={ticket.errors}
              modify={order !== undefined}
              amountHint={amountHint}
              onChange={ticket.change}
              onBlur={ticket.blur}
            />
            {ticket.preview ? (
              <OrderTicketPreview
                side={ticket.draft.side}
                preview={ticket.preview}
                availablePaise={ticket.available}
                held={ticket.held}
              />
            ) : null}
          </chakra.form>
        )}
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {ticket.step === 'result' ? (
          <Button colorPalette="purple" onClick={onClose}>
            Done
          </Button>
        ) : ticket.step === 'confirm' ? (
          <>
            <Button variant="outline" onClick={ticket.back} disabled={ticket.pending}>
              Back
            </Button>
            <Button
              colorPalette={ticket.draft.side === 'BUY' ? 'green' : 'red'}
              onClick={ticket.submit}
              loading={ticket.pending}
              loadingText="Sending"
            >
              {order ? 'Send change' : `Place ${sideWord.toLowerCase()} order`}
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              colorPalette="purple"
              disabled={ticket.last === undefined || ticket.noAccount}
            >
              Review order
            </Button>
          </>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close the order ticket" />
      </Dialog.CloseTrigger>
    </>
  );
}

function lastPriceText(state: PriceState, last: number | undefined) {
  if (state === 'known' && last !== undefined) return `Last price ${formatRupees(last)}`;
  if (state === 'missing')
    return 'The latest price is not available right now: try again when online';
  return 'Finding the latest price…';
}

function NoAccount() {
  return (
    <Alert.Root status="info" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          Link the paper broker first: it opens your paper account with virtual cash.
        </Alert.Description>
        <Button asChild size="sm" mt={2} variant="outline" alignSelf="flex-start">
          <Link to="/linkbroker" search={{ newuser: false }}>
            Link the paper broker
          </Link>
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
