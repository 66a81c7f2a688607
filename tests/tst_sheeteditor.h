#pragma once
// The sheet editor's GUI tests, one executable over two source files:
// tst_sheeteditor.cpp types sheets, tst_sheeteditor_desk.cpp checks how the
// editor behaves inside the desk (keys, stored sheets, messages, locale, size).

#include "sheet/sheeteditor.h"

#include <QObject>

#include <memory>

class TstSheetEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<ctd::SheetEditor> m_editor;
    ctd::SheetEditor &newEditor(int players, const QList<ctd::PlayerLine> &lines = {},
                                ctd::SheetState state = ctd::SheetState::None);

private slots:
    void initTestCase();
    void cleanup();

    void typeWholeSheet_data();
    void typeWholeSheet();
    void waitsForEmptyCells_data();
    void waitsForEmptyCells();
    void cellEditing_data();
    void cellEditing();
    void offeredMarks_data();
    void offeredMarks();
    void clearedMarkNote_data();
    void clearedMarkNote();
    void undoRedo_data();
    void undoRedo();
    void keySignals_data();
    void keySignals();
    void storedSheet_data();
    void storedSheet();
    void messageLeadsToCell_data();
    void messageLeadsToCell();
    void ruleHelp_data();
    void ruleHelp();
    void decimalRefused_data();
    void decimalRefused();
    void localeNumbers_data();
    void localeNumbers();
    void fitsTheDesk_data();
    void fitsTheDesk();
    void followsTheLanguage_data();
    void followsTheLanguage();
};
