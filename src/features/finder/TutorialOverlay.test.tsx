// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tutorialOverlayPropsSchema as propsSchema } from '../../contracts/island-props.ts';
import { renderWithStores } from '../../test-support/render-with-stores.tsx';
import TutorialOverlay from './TutorialOverlay.island.tsx';

const steps = [
  { title: 'Escolha a ocasião', text: 'Conte para que é o vinho.' },
  { title: 'Escolha o prato', text: 'Diga o que vai comer.' },
  { title: 'Pronto', text: 'Veja as sugestões.' },
];

const renderTutorial = () => renderWithStores(<TutorialOverlay steps={steps} />);

describe('tutorial overlay (spec §2, §4)', () => {
  afterEach(cleanup);

  it('takes its steps as checked JSON props', () => {
    expect(propsSchema.safeParse({ steps }).success).toBe(true);
    expect(propsSchema.safeParse({ steps: [] }).success).toBe(false);
  });

  it('stays closed until turned on, then walks from step 1 with "Próximo" to "Concluir", resetting to 1', async () => {
    const stores = renderTutorial();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => void (stores.tutorial.on = true));
    expect(screen.getByRole('dialog', { name: 'Escolha a ocasião' })).toBeTruthy();
    expect(screen.getByText('Passo 1 de 3')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Próximo' })));
    expect(stores.tutorial.step).toBe(2);
    expect(screen.getByRole('dialog', { name: 'Escolha o prato' })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Próximo' })));
    expect(screen.queryByRole('button', { name: 'Pular' })).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Concluir' })));
    expect(stores.tutorial).toMatchObject({ on: false, step: 1 });
  });

  it('"Pular" and Esc end it and reset the step', async () => {
    const stores = renderTutorial();
    await act(async () => {
      stores.tutorial.on = true;
      stores.tutorial.step = 2;
    });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Pular' })));
    expect(stores.tutorial).toMatchObject({ on: false, step: 1 });
    await act(async () => void (stores.tutorial.on = true));
    await act(async () => void fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true })));
    expect(stores.tutorial.on).toBe(false);
  });
});
