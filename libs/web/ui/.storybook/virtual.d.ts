declare module 'virtual:/@storybook/builder-vite/project-annotations.js' {
  import type { ProjectAnnotations } from 'storybook/internal/types';
  export function getProjectAnnotations(): ProjectAnnotations;
}
