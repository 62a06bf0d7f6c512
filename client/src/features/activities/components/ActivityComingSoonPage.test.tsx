import type { ActivitySummary } from '@quizfest/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import DrawEditorPage from './DrawEditorPage';
import GalleryEditorPage from './GalleryEditorPage';

const at = '2030-01-01T10:00:00.000Z';
const sketch: ActivitySummary = { id: '22222222-2222-4222-8222-222222222222', name: 'Sketch', type: 'draw', createdAt: at, updatedAt: at };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('draw and gallery editors', () => {
  it('name the activity and say its editor is coming', async () => {
    mockApi({ 'GET /activities': { body: [sketch] } });
    renderPage(DrawEditorPage, `/manager/activities/draw?id=${sketch.id}`);
    expect(await screen.findByText('Sketch')).toBeInTheDocument();
    expect(screen.getByText(/The draw activity editor is coming/)).toBeInTheDocument();
  });

  it('say so without an id', async () => {
    mockApi({});
    renderPage(GalleryEditorPage, '/manager/activities/gallery');
    expect(await screen.findByText('No gallery activity ID provided')).toBeInTheDocument();
  });

  it('do not show an activity of another type under this editor', async () => {
    mockApi({ 'GET /activities': { body: [sketch] } });
    renderPage(GalleryEditorPage, `/manager/activities/gallery?id=${sketch.id}`);
    expect(await screen.findByText('Activity not found')).toBeInTheDocument();
  });
});
