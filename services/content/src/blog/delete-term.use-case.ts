import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { categoryVocabulary, sectionVocabulary, type Term, type Vocabulary } from './vocabulary.ts';

/** DELETE (content editors): removes a term and returns it; posts lose a deleted category, or are left without a section. */
const deleteTerm = <T extends Term>(vocabulary: Vocabulary<T>) =>
  forContentEditors(
    defineUseCase({
      access: 'member',
      input: z.object({ id: rules.id() }),
      execute: (ctx, input) =>
        ctx.em.transactional(async (em) => {
          const term = await vocabulary.find(em, input.id);
          if (!term) throw vocabulary.notFound();
          await vocabulary.remove(em, term.id);
          return term;
        }),
    }),
  );

export const deleteCategory = deleteTerm(categoryVocabulary);
export const deleteSection = deleteTerm(sectionVocabulary);
