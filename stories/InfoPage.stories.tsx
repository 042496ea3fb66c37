/**
 * <racelens-page name> (the shop's contacts, legal notice and marketing landings), as the custom
 * element with the platform answered by the story. The pages themselves load nothing; their
 * states are the request form's: open, errors at the fields, sending, sent and not sent.
 */
import type { Meta, StoryObj } from '@storybook/preact-vite';
import { expect, userEvent } from 'storybook/test';
import '../widgets/info-page/element';
import type { RequestKind } from '../src/api/services/requests';
import type { PageName } from '../widgets/info-page/InfoPage';
import { find, inside, widget } from './support/dom';
import { fail, type Handler, json, pending, setupStory } from './support/platform';
import { text } from './support/texts';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'racelens-page': { name?: string };
    }
  }
}

/** Every request is accepted, and kept for the stories' checks. */
const accepted = (): Record<string, Handler> =>
  Object.fromEntries(
    (['organizers', 'photographers', 'business'] as const).map((kind) => [
      `POST request-service /requests/${kind}`,
      ({ body }: { body: unknown }) => {
        sent.push({ kind, body });
        return json({ requestId: `r-${sent.length}` }, 201);
      },
    ]),
  );
let sent: Array<{ kind: RequestKind; body: unknown }> = [];

interface Args {
  name: PageName;
  lang: string;
  routes: Record<string, Handler>;
}

const meta: Meta<Args> = {
  title: 'Widgets/Info page',
  args: { name: 'contacts', lang: 'en', routes: accepted() },
  argTypes: {
    name: { control: 'select', options: ['contacts', 'impressum', 'organizers', 'photographers', 'business'] },
    lang: { control: 'select', options: ['en', 'es', 'de', 'el', 'sk', 'it', 'cs'] },
    routes: { table: { disable: true } },
  },
  render: ({ name, lang, routes }) => {
    sent = [];
    setupStory({ lang, routes });
    return <racelens-page name={name} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

const page = (canvas: HTMLElement) => widget(canvas, 'racelens-page');

/** Opens the landing's request form; resolves with the dialog. */
async function openForm(canvas: HTMLElement, action: string, title: string) {
  const root = await page(canvas);
  await userEvent.click(await inside(root).findByRole('button', { name: action }));
  const dialog = await inside(root).findByRole('dialog', { name: title });
  return { root, dialog: inside(dialog) };
}

const fillOrganizer = async (dialog: ReturnType<typeof inside>) => {
  await userEvent.type(dialog.getByLabelText(/First and last name/), 'Ina Organizer');
  await userEvent.type(dialog.getByLabelText(/Phone number/), '+43 (1) 234-5678');
  await userEvent.type(dialog.getByLabelText(/E-mail address/), 'ina@example.com');
};
const organizerForm = (canvas: HTMLElement) => openForm(canvas, 'Request an agreement', 'Request for organizers');

// ---------- pages ----------
export const Contacts: Story = {
  play: async ({ canvasElement }) => {
    const root = await page(canvasElement);
    await expect(await inside(root).findByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(inside(root).getByRole('link', { name: 'support@racelens.example' })).toHaveAttribute('href', 'mailto:support@racelens.example');
  },
};
export const ContactsInGreek: Story = {
  args: { lang: 'el' },
  play: async ({ canvasElement }) => {
    const q = inside(await page(canvasElement));
    await expect(await q.findByRole('heading', { level: 1, name: text('el', 'contacts.title') })).toBeVisible();
    await expect(q.getByText(text('el', 'contacts.supportEmail'))).toBeVisible();
  },
};
export const LegalNotice: Story = {
  args: { name: 'impressum' },
  play: async ({ canvasElement }) => {
    const root = await page(canvasElement);
    await expect(await inside(root).findByRole('heading', { level: 1, name: 'Legal notice' })).toBeVisible();
  },
};
/** A landing shows its title and the action that opens its request form. */
const landing =
  (kind: RequestKind, lang = 'en'): Story['play'] =>
  async ({ canvasElement }) => {
    const q = inside(await page(canvasElement));
    await expect(await q.findByRole('heading', { level: 1, name: text(lang, `marketing.${kind}Title`) })).toBeVisible();
    await expect(q.getByRole('button', { name: text(lang, `marketing.${kind}Action`) })).toBeVisible();
  };
export const ForOrganizers: Story = { args: { name: 'organizers' }, play: landing('organizers') };
export const ForPhotographers: Story = { args: { name: 'photographers' }, play: landing('photographers') };
export const ForBusiness: Story = { args: { name: 'business' }, play: landing('business') };
export const ForBusinessInItalian: Story = { args: { name: 'business', lang: 'it' }, play: landing('business', 'it') };

// ---------- the request form ----------
export const RequestFormOpen: Story = {
  args: { name: 'organizers' },
  play: async ({ canvasElement }) => {
    const { dialog } = await organizerForm(canvasElement);
    await expect(dialog.getByText('Fields marked with * are required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send the request' })).toBeVisible();
  },
};
export const RequestFormErrors: Story = {
  args: { name: 'organizers' },
  play: async ({ canvasElement }) => {
    const { dialog } = await organizerForm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await expect(await dialog.findByText('Enter your first and last name')).toBeVisible();
    await expect(dialog.getByText('Enter your phone number')).toBeVisible();
    await expect(dialog.getByText('Enter your e-mail')).toBeVisible();
    await expect(dialog.getByLabelText(/First and last name/)).toHaveAttribute('aria-invalid', 'true');
    // The phone keeps digits only; an invalid e-mail gets its own message.
    await userEvent.type(dialog.getByLabelText(/Phone number/), '+43 (1) 234-5678');
    await expect(dialog.getByLabelText(/Phone number/)).toHaveValue('4312345678');
    await userEvent.type(dialog.getByLabelText(/E-mail address/), 'ina@');
    await expect(await dialog.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(dialog.queryByText('Enter your phone number')).toBeNull();
    await expect(sent).toHaveLength(0);
  },
};
export const PhotographerFormErrors: Story = {
  args: { name: 'photographers' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openForm(canvasElement, 'Apply as a photographer', 'Photographer application');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await expect(await dialog.findByText('Enter the name of the city')).toBeVisible();
    await expect(dialog.getByText('Enter your first and last name')).toBeVisible();
  },
};
export const RequestSending: Story = {
  args: { name: 'organizers', routes: { 'POST request-service /requests/organizers': pending } },
  play: async ({ canvasElement }) => {
    const { root, dialog } = await organizerForm(canvasElement);
    await fillOrganizer(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await find(root, 'dialog button[type="submit"][aria-busy="true"]');
  },
};
export const RequestSent: Story = {
  args: { name: 'organizers' },
  play: async ({ canvasElement }) => {
    const { dialog } = await organizerForm(canvasElement);
    await fillOrganizer(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await expect(await dialog.findByText('Thank you!')).toBeVisible();
    await expect(sent).toEqual([{ kind: 'organizers', body: { name: 'Ina Organizer', phone: '4312345678', email: 'ina@example.com' } }]);
  },
};
export const RequestNotSent: Story = {
  args: { name: 'business', routes: { 'POST request-service /requests/business': () => fail(500, 'SandboxFault') } },
  play: async ({ canvasElement }) => {
    const { dialog } = await openForm(canvasElement, 'Discuss a marketing task', 'Request for business');
    await userEvent.type(dialog.getByLabelText(/First and last name/), 'Max Sponsor');
    await userEvent.type(dialog.getByLabelText(/Phone number/), '4915112345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The request could not be sent. Try again later.');
  },
};
